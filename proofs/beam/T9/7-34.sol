# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 7
finish 34
moves 18
jumps 16-11-7
      4-7-11
      1-2-4
      29-22-16 16-11-7 7-4-2
      24-17-11
      41-32-24
      19-18-17 17-24-32
      43-42-41 41-32-24
      10-14-19 19-25-32 32-24-17
      21-15-10
      6-5-4 4-2-1 1-3-6 6-10-15
      39-40-41
      45-44-43
      37-38-39 39-30-22 22-23-24
      36-28-21 21-15-10
      27-35-44 44-43-42 42-41-40 40-31-23 23-24-25 25-33-42 42-34-27 27-20-14
      9-8-7 7-11-16 16-17-18
      10-14-19 19-18-17 17-12-8 8-13-19 19-26-34
