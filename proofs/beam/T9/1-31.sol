# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 1
finish 31
moves 18
jumps 4-2-1
      6-5-4
      7-4-2
      1-2-4
      16-11-7 7-4-2
      24-17-11
      29-22-16 16-11-7
      15-10-6 6-3-1 1-2-4 4-7-11
      28-21-15
      45-36-28
      41-32-24
      19-14-10 10-15-21 21-28-36
      43-44-45 45-36-28
      34-35-36 36-28-21 21-27-34 34-33-32 32-24-17 17-18-19 19-26-34
      39-31-24 24-23-22
      37-38-39 39-40-41 41-42-43 43-34-26
      12-13-14 14-9-5 5-8-12
      20-26-33 33-25-18 18-12-7 7-11-16 16-22-29 29-30-31
