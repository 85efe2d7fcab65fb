# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 8
finish 45
moves 17
jumps 19-13-8
      4-8-13
      21-20-19 19-13-8
      33-26-20
      43-34-26
      36-28-21 21-20-19 19-26-34
      41-42-43 43-35-28
      11-7-4 4-8-13
      10-9-8
      3-6-10 10-15-21 21-28-36
      22-16-11
      37-29-22
      1-2-4
      45-44-43 43-34-26
      18-25-33 33-26-20 20-14-9 9-8-7 7-12-18 18-13-9 9-5-2 2-4-7 7-11-16 16-22-29
      31-23-16 16-17-18 18-24-31 31-32-33
      39-38-37 37-29-22 22-30-39 39-40-41 41-33-26 26-27-28 28-36-45
