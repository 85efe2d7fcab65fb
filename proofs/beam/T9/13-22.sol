# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 13
finish 22
moves 17
jumps 26-19-13
      43-34-26
      10-14-19 19-26-34
      41-42-43 43-34-26
      21-27-34 34-26-19
      45-44-43
      39-40-41
      37-38-39
      12-13-14 14-20-27 27-35-44 44-43-42 42-41-40 40-39-38
      6-9-13 13-19-26
      1-3-6
      36-28-21 21-15-10 10-6-3
      4-5-6 6-3-1 1-2-4 4-8-13
      22-29-37 37-38-39
      23-31-40 40-39-38 38-30-23 23-17-12
      32-33-34 34-26-19 19-18-17 17-24-32 32-25-19 19-13-8
      11-12-13 13-8-4 4-7-11 11-16-22
