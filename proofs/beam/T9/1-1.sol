# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 1
finish 1
moves 17
jumps 4-2-1
      6-5-4
      7-4-2
      1-2-4
      16-11-7 7-4-2
      15-10-6 6-3-1 1-2-4
      28-21-15
      24-17-11
      45-36-28
      41-32-24
      29-22-16 16-11-7 7-4-2
      19-18-17 17-24-32 32-25-19 19-14-10 10-15-21 21-28-36
      39-30-22 22-23-24
      34-26-19 19-20-21 21-27-34 34-33-32 32-24-17
      43-44-45 45-36-28 28-35-43 43-42-41 41-40-39 39-31-24
      9-13-18 18-24-31
      37-38-39 39-31-24 24-17-11 11-12-13 13-8-4 4-2-1
