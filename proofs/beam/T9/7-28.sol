# A solution on T9 in 16 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 7
finish 28
moves 16
jumps 16-11-7
      4-7-11
      1-2-4
      29-22-16 16-11-7 7-4-2
      24-17-11
      41-32-24
      19-18-17 17-24-32
      43-42-41 41-32-24 24-23-22
      39-31-24
      9-13-18 18-24-31 31-30-29 29-22-16 16-11-7 7-12-18
      6-3-1 1-2-4 4-8-13
      15-10-6
      28-21-15
      45-36-28
      34-26-19 19-13-8 8-5-3 3-6-10 10-15-21 21-28-36
      37-38-39 39-40-41 41-33-26 26-25-24 24-18-13 13-14-15 15-20-26 26-27-28 28-36-45 45-44-43 43-35-28
