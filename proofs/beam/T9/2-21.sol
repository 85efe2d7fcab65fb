# A solution on T9 in 16 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 2
finish 21
moves 16
jumps 7-4-2
      1-2-4
      16-11-7 7-4-2
      24-17-11
      41-32-24
      19-18-17 17-24-32
      43-42-41 41-32-24
      29-22-16 16-11-7 7-12-18
      10-14-19 19-18-17 17-24-32 32-25-19
      21-15-10
      6-5-4 4-2-1 1-3-6 6-10-15
      39-30-22 22-23-24
      45-44-43
      37-38-39 39-40-41
      27-35-44 44-43-42 42-41-40 40-31-23 23-24-25 25-26-27 27-34-42 42-33-25 25-19-14 14-13-12 12-8-5 5-9-14
      36-28-21 21-20-19 19-14-10 10-15-21
