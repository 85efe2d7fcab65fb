# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 12
finish 43
moves 17
jumps 25-18-12
      7-12-18
      23-24-25 25-18-12
      39-31-24
      2-4-7 7-12-18 18-24-31
      41-40-39 39-31-24
      27-26-25 25-24-23
      15-20-26 26-33-41 41-32-24
      16-23-31 31-24-18 18-19-20
      29-22-16 16-11-7
      6-5-4 4-7-11 11-17-24
      43-34-26
      28-35-43 43-42-41
      37-38-39
      45-44-43
      14-13-12 12-8-5 5-9-14 14-20-27 27-26-25 25-24-23 23-30-38 38-39-40 40-41-42 42-43-44
      1-3-6 6-10-15 15-21-28 28-36-45 45-44-43
