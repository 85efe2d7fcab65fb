# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 7
finish 44
moves 18
jumps 16-11-7
      4-7-11
      29-22-16 16-11-7
      13-8-4 4-7-11
      26-19-13
      43-34-26
      21-27-34 34-26-19 19-13-8
      41-33-26
      10-15-21 21-20-19 19-26-34
      3-6-10
      1-2-4 4-5-6 6-10-15
      39-40-41 41-42-43 43-34-26
      36-28-21 21-15-10 10-14-19 19-26-34
      37-38-39
      45-44-43 43-34-26
      18-17-16 16-11-7 7-12-18 18-25-33 33-26-20
      32-24-17
      23-31-40 40-39-38 38-30-23 23-17-12 12-8-5 5-9-14 14-20-27 27-35-44
