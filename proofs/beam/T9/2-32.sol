# A solution on T9 in 16 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^21 positions a level, within 16 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 2
finish 32
moves 16
jumps 7-4-2
      1-2-4
      16-11-7 7-4-2
      24-17-11
      41-32-24
      19-18-17 17-24-32
      39-40-41 41-32-24
      21-20-19 19-25-32 32-24-17
      29-22-16 16-11-7 7-12-18
      10-14-19
      37-38-39 39-30-22 22-23-24
      43-42-41
      45-44-43
      27-35-44 44-43-42 42-41-40 40-31-23 23-17-12 12-13-14 14-19-25 25-26-27 27-34-42 42-33-25 25-18-12
      6-9-13 13-8-4 4-2-1 1-3-6
      36-28-21 21-15-10 10-6-3 3-5-8 8-12-17 17-24-32
