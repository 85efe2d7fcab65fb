# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 13
finish 25
moves 18
jumps 4-8-13
      1-2-4
      7-4-2
      16-11-7
      6-5-4 4-7-11
      19-13-8
      29-22-16 16-11-7
      15-10-6 6-3-1 1-2-4 4-7-11 11-12-13
      28-21-15
      45-36-28
      34-26-19 19-14-10 10-15-21 21-28-36
      43-44-45 45-36-28 28-27-26
      41-42-43
      39-40-41
      37-38-39
      23-30-38 38-39-40 40-41-42 42-43-44 44-35-27 27-20-14 14-13-12 12-17-23
      32-31-30 30-23-17 17-24-32 32-33-34 34-26-19
      25-18-12 12-8-5 5-9-14 14-19-25
