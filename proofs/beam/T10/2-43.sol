# A solution on T10 in 19 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^20 positions a level, within 19 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 2
finish 43
moves 19
jumps 7-4-2
      16-11-7
      6-5-4 4-7-11
      1-2-4
      29-22-16 16-11-7 7-4-2
      15-10-6 6-3-1 1-2-4
      28-21-15
      34-27-21 21-15-10
      46-37-29
      31-23-16
      13-14-15 15-10-6 6-9-13 13-12-11 11-16-22 22-29-37
      45-36-28
      51-42-34 34-35-36 36-28-21
      53-52-51
      50-51-52 52-43-35
      55-54-53 53-44-36 36-35-34
      48-47-46 46-37-29 29-38-48 48-49-50 50-40-31
      25-33-42 42-41-40 40-39-38 38-30-23 23-24-25 25-32-40 40-31-23 23-17-12 12-18-25 25-26-27
      4-8-13 13-19-26 26-27-28 28-21-15 15-20-26 26-34-43
