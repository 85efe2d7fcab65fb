# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 18
finish 8
moves 18
jumps 9-13-18
      24-18-13
      39-31-24
      7-8-9 9-13-18 18-24-31
      15-14-13
      16-11-7 7-12-18 18-13-9
      29-22-16
      41-40-39 39-31-24
      37-38-39 39-30-22 22-16-11
      6-9-13
      2-4-7 7-11-16 16-23-31 31-24-18 18-13-9
      1-3-6 6-9-13
      43-42-41 41-32-24
      45-44-43
      25-24-23 23-17-12 12-13-14 14-19-25 25-33-42 42-43-44
      28-36-45 45-44-43 43-35-28 28-21-15 15-10-6
      27-20-14
      34-26-19 19-14-10 10-6-3 3-5-8
