# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 7
finish 7
moves 17
jumps 16-11-7
      4-7-11
      29-22-16 16-11-7
      13-8-4 4-7-11
      26-19-13
      43-34-26
      10-14-19 19-13-8
      1-2-4 4-8-13
      3-6-10 10-9-8 8-13-19 19-26-34
      21-15-10
      41-42-43 43-34-26 26-20-15 15-10-6
      39-40-41 41-33-26
      36-28-21
      45-44-43 43-35-28 28-21-15
      37-38-39 39-30-22
      17-18-19 19-26-34 34-27-21 21-15-10 10-6-3 3-5-8 8-12-17 17-23-30
      31-32-33 33-25-18 18-24-31 31-30-29 29-22-16 16-11-7
