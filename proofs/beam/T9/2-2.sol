# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 2
finish 2
moves 17
jumps 7-4-2
      16-11-7
      13-8-4 4-7-11
      26-19-13
      43-34-26
      10-9-8 8-13-19 19-26-34
      41-42-43 43-34-26
      21-20-19 19-26-34 34-27-21 21-15-10 10-14-19
      36-28-21
      39-40-41 41-33-26 26-19-13
      29-22-16 16-11-7
      3-6-10
      37-38-39 39-30-22
      45-44-43 43-35-28 28-21-15 15-10-6 6-5-4 4-7-11
      1-2-4
      17-18-19 19-13-8 8-12-17 17-23-30
      31-32-33 33-25-18 18-24-31 31-30-29 29-22-16 16-11-7 7-4-2
