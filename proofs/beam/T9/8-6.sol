# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 8
finish 6
moves 17
jumps 19-13-8
      4-8-13
      3-5-8 8-13-19
      26-19-13
      43-34-26
      10-6-3
      21-15-10 10-9-8 8-13-19 19-26-34
      41-42-43 43-34-26
      36-28-21 21-20-19 19-26-34
      39-40-41 41-33-26 26-27-28
      11-12-13 13-14-15
      1-3-6
      45-44-43 43-34-26
      32-25-19 19-26-34 34-35-36 36-28-21 21-15-10 10-6-3
      37-38-39
      23-24-25 25-18-12 12-17-23 23-31-40 40-39-38
      22-30-39 39-38-37 37-29-22 22-16-11 11-7-4 4-2-1 1-3-6
