# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 13
finish 1
moves 17
jumps 4-8-13
      1-2-4
      7-4-2
      6-3-1 1-2-4
      15-10-6
      28-21-15
      45-36-28
      16-11-7 7-4-2
      29-22-16
      19-13-8 8-5-3 3-6-10 10-15-21 21-28-36
      39-30-22 22-16-11 11-12-13 13-14-15
      34-26-19 19-20-21 21-15-10 10-9-8
      43-44-45 45-36-28 28-27-26
      41-42-43
      25-26-27 27-35-44 44-43-42 42-33-25 25-18-12
      31-24-18 18-17-16
      37-38-39 39-40-41 41-32-24 24-23-22 22-16-11 11-12-13 13-8-4 4-2-1
