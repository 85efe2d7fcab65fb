# A solution on T9 in 16 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 4
finish 43
moves 16
jumps 11-7-4
      22-16-11
      37-29-22
      2-4-7 7-11-16 16-22-29
      13-12-11
      15-14-13
      25-18-12 12-13-14
      6-10-15 15-14-13 13-8-4
      1-3-6 6-9-13
      31-24-18 18-17-16 16-11-7 7-4-2 2-5-9 9-13-18
      39-38-37 37-29-22 22-23-24
      41-40-39
      43-42-41
      45-44-43
      27-26-25 25-24-23 23-30-38 38-39-40 40-41-42 42-43-44
      28-36-45 45-44-43 43-34-26 26-33-41 41-32-24 24-18-13 13-19-26 26-20-15 15-21-28 28-35-43
