# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 4
finish 16
moves 17
jumps 1-2-4
      7-4-2
      16-11-7
      29-22-16
      6-3-1 1-2-4 4-7-11 11-16-22
      15-10-6
      28-21-15
      24-17-11
      45-36-28
      19-14-10 10-15-21 21-28-36
      43-44-45 45-36-28
      41-32-24
      34-35-36 36-28-21 21-27-34 34-33-32 32-24-17 17-18-19 19-26-34
      39-40-41 41-42-43 43-34-26
      37-38-39 39-31-24
      8-9-10 10-6-3 3-5-8 8-13-19 19-25-32
      20-26-33 33-32-31 31-30-29 29-22-16 16-23-31 31-24-18 18-12-7 7-11-16
