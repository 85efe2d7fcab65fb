# A solution on T10 in 19 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^20 positions a level, within 19 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 4
finish 39
moves 19
jumps 1-2-4
      7-4-2
      16-11-7
      6-5-4 4-7-11
      31-23-16 16-11-7
      50-40-31
      48-49-50
      46-47-48
      51-50-49 49-48-47
      15-10-6 6-3-1 1-2-4 4-7-11
      29-38-48 48-47-46 46-37-29 29-22-16 16-11-7
      28-21-15
      34-27-21 21-15-10
      13-14-15 15-10-6 6-9-13 13-12-11 11-7-4 4-8-13
      45-36-28
      53-44-36 36-28-21
      55-54-53 53-52-51 51-42-34
      25-26-27 27-34-42 42-41-40 40-39-38 38-30-23 23-24-25 25-19-14 14-13-12
      43-35-28 28-21-15 15-20-26 26-33-41 41-32-24 24-17-11 11-12-13 13-18-24 24-31-39
