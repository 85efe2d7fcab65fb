# A solution on T9 in 16 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 2
finish 39
moves 16
jumps 7-4-2
      1-2-4
      16-11-7 7-4-2
      24-17-11
      6-3-1 1-2-4
      41-32-24
      15-10-6
      19-18-17 17-24-32 32-25-19 19-14-10 10-6-3
      9-13-18
      29-22-16 16-11-7 7-4-2
      39-31-24 24-18-13 13-8-4 4-2-1 1-3-6
      28-21-15
      45-36-28
      37-38-39 39-30-22 22-23-24
      34-33-32 32-24-17 17-12-8 8-5-3 3-6-10 10-15-21 21-20-19 19-26-34 34-27-21 21-28-36
      43-44-45 45-36-28 28-35-43 43-42-41 41-40-39
