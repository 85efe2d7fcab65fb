# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 7
finish 41
moves 17
jumps 16-11-7
      4-7-11
      1-2-4
      29-22-16 16-11-7 7-4-2
      24-17-11
      39-30-22
      41-32-24
      19-25-32 32-24-17 17-23-30
      43-42-41 41-40-39 39-31-24
      45-44-43
      27-26-25 25-33-42 42-43-44
      28-36-45 45-44-43 43-34-26
      15-21-28
      6-5-4 4-2-1 1-3-6 6-10-15
      8-9-10 10-15-21 21-28-36 36-35-34 34-26-19 19-18-17 17-24-32
      20-14-9 9-13-18 18-12-7 7-11-16 16-22-29 29-30-31
      37-38-39 39-31-24 24-32-41
