# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 8
finish 39
moves 17
jumps 19-13-8
      4-8-13
      34-26-19 19-13-8
      28-27-26
      21-20-19 19-26-34
      43-34-26
      45-36-28
      10-15-21 21-28-36
      41-42-43 43-44-45 45-36-28
      11-12-13 13-14-15
      3-6-10 10-15-21 21-28-36 36-35-34 34-26-19
      39-40-41 41-33-26
      37-38-39
      22-16-11 11-7-4 4-5-6 6-9-13
      18-19-20 20-26-33 33-25-18 18-13-9 9-8-7
      23-24-25 25-32-40 40-39-38
      1-2-4 4-7-11 11-17-24 24-31-39 39-38-37 37-29-22 22-30-39
