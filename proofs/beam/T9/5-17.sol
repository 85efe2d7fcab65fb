# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 5
finish 17
moves 18
jumps 14-9-5
      18-13-9
      6-9-13
      31-24-18 18-13-9
      22-23-24
      15-10-6 6-9-13
      37-29-22
      16-22-29
      7-8-9 9-13-18 18-24-31
      39-38-37 37-29-22 22-30-39 39-31-24
      28-21-15
      2-4-7 7-11-16 16-17-18 18-24-31
      1-3-6
      45-36-28
      41-32-24
      34-33-32 32-24-17 17-12-8 8-5-3 3-6-10 10-15-21 21-28-36
      43-44-45 45-36-28 28-35-43 43-42-41 41-40-39 39-31-24
      19-20-21 21-27-34 34-26-19 19-25-32 32-24-17
