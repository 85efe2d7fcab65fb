# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 11
finish 2
moves 17
jumps 4-7-11
      16-11-7
      13-8-4 4-7-11
      26-19-13
      43-34-26
      1-2-4
      10-9-8 8-13-19 19-26-34
      29-22-16 16-11-7 7-4-2 2-5-9
      21-15-10 10-9-8
      41-42-43 43-34-26 26-20-15 15-14-13 13-8-4
      36-28-21
      39-30-22
      37-38-39 39-40-41 41-33-26
      45-44-43 43-35-28 28-21-15
      17-23-30
      3-6-10 10-15-21 21-27-34 34-26-19 19-18-17
      31-32-33 33-25-18 18-17-16 16-22-29 29-30-31 31-24-18 18-12-7 7-4-2
