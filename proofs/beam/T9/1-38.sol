# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 1
finish 38
moves 18
jumps 6-3-1
      4-5-6
      10-6-3
      1-3-6
      21-15-10 10-6-3
      26-20-15
      36-28-21 21-15-10
      11-7-4 4-2-1 1-3-6 6-10-15
      22-16-11
      37-29-22
      41-33-26
      18-19-20 20-26-33 33-25-18 18-12-7 7-11-16 16-22-29
      39-38-37 37-29-22
      43-42-41 41-40-39
      45-44-43 43-34-26 26-27-28
      31-30-29 29-22-16 16-23-31 31-32-33
      8-9-10 10-15-21 21-28-36 36-35-34 34-33-32
      14-13-12 12-17-23 23-24-25 25-32-40 40-39-38
