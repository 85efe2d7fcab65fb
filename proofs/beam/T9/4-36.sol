# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 4
finish 36
moves 17
jumps 1-2-4
      7-4-2
      16-11-7
      6-3-1 1-2-4 4-7-11
      15-10-6
      28-21-15
      45-36-28
      19-20-21 21-28-36
      43-44-45 45-36-28
      34-35-36 36-28-21 21-15-10 10-14-19 19-26-34
      41-33-26 26-27-28
      39-40-41 41-42-43 43-34-26
      37-38-39
      23-31-40 40-39-38 38-30-23
      29-22-16 16-23-31 31-32-33 33-26-20
      18-17-16 16-11-7 7-12-18
      8-9-10 10-6-3 3-5-8 8-13-19 19-18-17 17-24-32 32-25-19 19-20-21 21-28-36
