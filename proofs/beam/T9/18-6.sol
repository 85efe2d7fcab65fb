# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 18
finish 6
moves 17
jumps 9-13-18
      24-18-13
      39-31-24
      16-23-31 31-24-18 18-13-9
      6-9-13
      26-25-24
      7-8-9 9-13-18 18-24-31
      41-40-39 39-31-24 24-32-41 41-33-26 26-19-13
      15-20-26
      2-4-7 7-12-18 18-13-9 9-14-20 20-26-33
      29-22-16 16-11-7
      1-3-6 6-5-4 4-7-11 11-17-24
      43-42-41
      37-38-39
      45-44-43
      27-34-42 42-41-40 40-39-38 38-30-23 23-24-25 25-33-42 42-43-44
      28-36-45 45-44-43 43-35-28 28-21-15 15-10-6
