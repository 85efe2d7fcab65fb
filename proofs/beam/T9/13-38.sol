# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 13
finish 38
moves 18
jumps 4-8-13
      1-2-4
      7-4-2
      6-3-1 1-2-4
      15-10-6
      28-21-15
      45-36-28
      19-13-8 8-9-10 10-15-21 21-28-36
      16-11-7 7-4-2 2-5-9
      29-22-16
      39-30-22 22-16-11 11-12-13
      34-26-19 19-14-10 10-6-3
      43-44-45 45-36-28 28-27-26
      41-42-43
      37-38-39 39-40-41
      25-32-40 40-41-42 42-43-44 44-35-27 27-20-14 14-9-5
      3-5-8 8-13-19 19-26-34 34-33-32 32-31-30
      23-24-25 25-18-12 12-17-23 23-30-38
