# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 4
finish 12
moves 17
jumps 1-2-4
      7-4-2
      16-11-7
      6-5-4 4-7-11
      29-22-16 16-11-7
      15-10-6 6-3-1 1-2-4 4-7-11
      28-21-15
      45-36-28
      34-27-21 21-28-36
      19-26-34
      43-34-26
      41-42-43 43-44-45 45-36-28
      32-25-19 19-26-34 34-35-36 36-28-21 21-15-10 10-14-19
      39-40-41 41-33-26
      37-38-39
      18-17-16 16-11-7 7-12-18
      23-31-40 40-39-38 38-30-23 23-24-25 25-26-27 27-20-14 14-13-12 12-18-25 25-19-14 14-9-5 5-8-12
