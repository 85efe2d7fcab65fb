# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 18
finish 45
moves 17
jumps 9-13-18
      24-18-13
      39-31-24
      7-8-9 9-13-18 18-24-31
      16-11-7 7-12-18
      29-22-16
      15-14-13 13-18-24 24-23-22 22-16-11
      37-38-39 39-31-24
      2-4-7 7-11-16 16-17-18 18-24-31
      41-40-39
      43-42-41
      25-33-42 42-41-40 40-39-38 38-30-23 23-31-40 40-32-25 25-19-14
      6-10-15 15-14-13
      1-3-6
      28-21-15
      34-26-19 19-13-8 8-5-3 3-6-10 10-15-21
      45-44-43 43-35-28 28-27-26 26-20-15 15-21-28 28-36-45
