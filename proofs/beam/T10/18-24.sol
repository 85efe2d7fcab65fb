# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 18
finish 24
moves 20
jumps 7-12-18
      16-11-7
      4-7-11
      31-23-16 16-11-7
      50-40-31
      48-49-50
      1-2-4 4-7-11
      46-47-48
      51-50-49 49-48-47
      6-5-4
      29-38-48 48-47-46 46-37-29 29-22-16 16-11-7 7-4-2
      15-10-6 6-3-1 1-2-4
      28-21-15
      34-27-21 21-15-10
      53-52-51 51-42-34
      45-36-28
      55-54-53 53-44-36 36-28-21
      25-26-27 27-35-44 44-43-42 42-41-40 40-39-38 38-30-23 23-24-25 25-33-42 42-34-27
      14-13-12 12-17-23 23-31-40 40-32-25 25-19-14
      4-8-13 13-14-15 15-21-28 28-27-26 26-20-15 15-10-6 6-9-13 13-18-24
