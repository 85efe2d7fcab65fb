# A solution on T9 in 16 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^21 positions a level, within 16 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 11
finish 26
moves 16
jumps 22-16-11
      37-29-22
      31-23-16 16-22-29
      25-24-23
      13-18-24
      6-9-13
      7-11-16 16-23-31 31-24-18 18-13-9
      15-14-13 13-12-11
      39-38-37 37-29-22
      2-4-7 7-11-16 16-22-29 29-30-31
      41-40-39 39-31-24
      43-42-41
      45-44-43
      1-3-6 6-9-13
      27-26-25 25-33-42 42-41-40 40-32-25 25-24-23 23-17-12 12-13-14 14-20-27 27-34-42 42-43-44
      28-36-45 45-44-43 43-35-28 28-21-15 15-10-6 6-5-4 4-8-13 13-19-26
