# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 11
finish 8
moves 17
jumps 22-16-11
      37-29-22
      7-11-16 16-22-29
      24-17-11
      41-32-24
      19-18-17 17-24-32 32-25-19
      39-38-37 37-29-22
      43-42-41 41-40-39 39-31-24
      45-44-43
      2-4-7 7-11-16 16-22-29 29-30-31
      27-26-25 25-33-42 42-43-44
      28-36-45 45-44-43 43-34-26
      15-21-28
      6-10-15
      1-3-6
      20-19-18
      8-9-10 10-15-21 21-28-36 36-35-34 34-26-19 19-18-17 17-24-32 32-31-30 30-23-17 17-12-8 8-13-19 19-14-10 10-6-3 3-5-8
