# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 8
finish 26
moves 17
jumps 19-13-8
      4-8-13
      21-20-19 19-13-8
      33-26-20
      11-7-4 4-8-13
      22-16-11
      43-34-26
      10-9-8 8-13-19 19-26-34
      36-28-21 21-20-19
      37-29-22
      41-42-43 43-34-26 26-27-28
      3-6-10 10-15-21 21-28-36 36-35-34
      45-44-43 43-34-26
      1-2-4
      18-25-33 33-26-20 20-14-9 9-5-2 2-4-7 7-11-16 16-22-29
      31-24-18 18-17-16
      39-40-41 41-32-24 24-23-22 22-30-39 39-38-37 37-29-22 22-16-11 11-12-13 13-19-26
