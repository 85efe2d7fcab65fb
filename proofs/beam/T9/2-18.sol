# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 2
finish 18
moves 17
jumps 7-4-2
      16-11-7
      1-2-4 4-7-11
      6-5-4
      29-22-16 16-11-7 7-4-2
      15-10-6 6-3-1 1-2-4
      28-21-15
      45-36-28
      19-14-10 10-15-21 21-28-36
      43-44-45 45-36-28
      24-17-11
      41-32-24 24-23-22
      34-35-36 36-28-21 21-27-34 34-33-32 32-25-19 19-26-34
      39-40-41 41-42-43 43-34-26
      37-38-39 39-31-24
      12-13-14 14-20-27 27-26-25 25-18-12 12-8-5
      9-5-2 2-4-7 7-11-16 16-22-29 29-30-31 31-24-18
