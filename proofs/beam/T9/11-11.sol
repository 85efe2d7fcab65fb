# A solution on T9 in 16 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^21 positions a level, within 16 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 11
finish 11
moves 16
jumps 4-7-11
      1-2-4
      16-11-7 7-4-2
      24-17-11
      41-32-24
      19-18-17 17-24-32
      39-31-24
      29-22-16 16-11-7 7-12-18 18-24-31
      43-42-41 41-32-24 24-23-22 22-30-39 39-31-24
      45-44-43
      10-14-19 19-25-32 32-24-17
      21-15-10
      6-5-4 4-2-1 1-3-6 6-10-15
      27-35-44 44-43-42 42-34-27 27-20-14 14-13-12 12-8-5 5-9-14
      36-28-21 21-15-10 10-14-19 19-26-34 34-33-32
      37-38-39 39-40-41 41-32-24 24-17-11
