# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 4
finish 27
moves 17
jumps 1-2-4
      7-4-2
      16-11-7
      6-5-4 4-7-11
      29-22-16 16-11-7
      15-10-6 6-3-1 1-2-4 4-7-11
      28-21-15
      45-36-28
      19-14-10 10-15-21 21-28-36
      34-26-19
      43-44-45 45-36-28 28-27-26
      41-42-43
      39-40-41
      37-38-39
      25-26-27 27-35-44 44-43-42 42-33-25
      18-17-16 16-11-7 7-12-18 18-25-33
      23-24-25 25-33-42 42-41-40 40-39-38 38-30-23 23-31-40 40-32-25 25-19-14 14-13-12 12-8-5 5-9-14 14-20-27
