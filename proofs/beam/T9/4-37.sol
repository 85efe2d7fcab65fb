# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 4
finish 37
moves 18
jumps 1-2-4
      7-4-2
      16-11-7
      6-5-4 4-7-11
      29-22-16 16-11-7
      15-10-6 6-3-1 1-2-4 4-7-11
      28-21-15
      45-36-28
      19-20-21 21-28-36
      43-44-45 45-36-28
      34-35-36 36-28-21 21-15-10 10-14-19 19-26-34
      41-33-26
      31-32-33 33-26-20
      39-40-41 41-42-43 43-34-26
      37-38-39 39-30-22
      17-18-19 19-20-21 21-27-34 34-26-19 19-25-32 32-24-17
      9-8-7 7-11-16 16-22-29
      13-12-11 11-17-24 24-23-22 22-29-37
