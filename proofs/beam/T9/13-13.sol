# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 13
finish 13
moves 17
jumps 26-19-13
      43-34-26
      10-14-19 19-26-34
      12-13-14
      4-8-13
      21-15-10 10-14-19 19-13-8
      36-28-21
      41-42-43 43-34-26
      45-44-43 43-35-28 28-21-15
      3-6-10 10-15-21 21-27-34 34-26-19
      1-2-4 4-8-13 13-19-26
      39-40-41
      37-38-39
      11-7-4 4-5-6 6-9-13
      25-26-27 27-20-14 14-13-12 12-18-25 25-33-42 42-41-40 40-39-38
      23-24-25 25-32-40 40-31-23 23-17-12
      22-30-39 39-38-37 37-29-22 22-16-11 11-12-13
