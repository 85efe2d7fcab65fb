# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 1
finish 41
moves 17
jumps 6-3-1
      4-5-6
      10-6-3
      1-3-6
      21-15-10 10-6-3
      26-20-15
      36-28-21 21-15-10
      11-7-4 4-2-1 1-3-6 6-10-15
      41-33-26
      22-16-11
      18-17-16 16-11-7 7-12-18 18-19-20 20-26-33
      43-42-41 41-33-26 26-27-28
      37-29-22
      45-44-43 43-34-26
      8-9-10 10-15-21 21-28-36 36-35-34 34-26-19
      31-32-33 33-25-18 18-19-20 20-14-9 9-13-18 18-24-31 31-23-16 16-22-29
      39-38-37 37-29-22 22-30-39 39-40-41
