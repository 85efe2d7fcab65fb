# A solution on T9 in 16 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 2
finish 26
moves 16
jumps 7-4-2
      1-2-4
      9-8-7 7-4-2
      19-13-8
      24-18-13
      6-3-1 1-2-4
      39-31-24
      16-11-7 7-4-2 2-5-9 9-13-18 18-24-31
      41-32-24 24-17-11
      29-22-16 16-11-7 7-8-9
      37-38-39 39-30-22 22-23-24
      15-10-6 6-9-13
      28-21-15
      45-36-28
      34-33-32 32-24-17 17-12-8 8-13-19 19-20-21 21-27-34 34-26-19 19-14-10 10-15-21 21-28-36
      43-44-45 45-36-28 28-35-43 43-42-41 41-40-39 39-31-24 24-25-26
