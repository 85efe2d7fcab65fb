# A solution on T9 in 16 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 4
finish 15
moves 16
jumps 1-2-4
      7-4-2
      16-11-7
      6-5-4 4-7-11
      14-9-5
      15-10-6 6-5-4 4-2-1 1-3-6
      29-22-16 16-11-7 7-8-9
      28-21-15
      25-19-14 14-9-5
      45-36-28
      34-26-19 19-13-8 8-5-3 3-6-10 10-15-21 21-28-36
      43-44-45 45-36-28 28-27-26
      41-42-43
      39-40-41
      23-24-25 25-26-27 27-35-44 44-43-42 42-41-40 40-31-23
      37-38-39 39-30-22 22-23-24 24-17-11 11-12-13 13-18-24 24-32-41 41-33-26 26-20-15
