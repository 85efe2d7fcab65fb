# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 8
finish 35
moves 18
jumps 19-13-8
      4-8-13
      21-20-19 19-13-8
      11-7-4 4-8-13
      22-16-11
      37-29-22
      10-9-8
      33-26-20 20-14-9 9-8-7 7-11-16 16-22-29
      39-38-37 37-29-22
      28-27-26
      45-36-28
      3-6-10 10-15-21 21-28-36
      41-40-39
      43-44-45 45-36-28 28-35-43 43-42-41
      1-2-4
      23-30-38 38-39-40 40-41-42 42-34-27
      32-31-30
      18-17-16 16-22-29 29-30-31 31-24-18 18-12-7 7-4-2 2-5-9 9-13-18 18-25-33 33-26-20 20-27-35
