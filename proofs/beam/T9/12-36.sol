# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 12
finish 36
moves 18
jumps 25-18-12
      7-12-18
      14-13-12 12-18-25 25-19-14
      6-9-13
      2-4-7 7-8-9
      15-10-6 6-5-4
      28-21-15
      45-36-28
      34-26-19 19-14-10 10-15-21 21-28-36
      43-44-45 45-36-28 28-27-26 26-20-15
      16-11-7 7-4-2
      41-42-43 43-35-28
      39-40-41
      29-22-16 16-17-18
      37-38-39
      23-24-25 25-33-42 42-41-40 40-39-38 38-30-23 23-31-40 40-32-25 25-18-12 12-13-14 14-9-5
      1-2-4 4-5-6
      3-6-10 10-15-21 21-28-36
