# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 8
finish 2
moves 17
jumps 19-13-8
      4-8-13
      34-26-19 19-13-8
      28-27-26
      45-36-28
      21-28-36
      11-7-4 4-8-13
      43-44-45 45-36-28
      10-15-21 21-28-36 36-35-34 34-26-19 19-13-8
      41-33-26
      1-2-4 4-8-13
      3-6-10 10-9-8 8-13-19 19-26-34
      39-40-41 41-42-43 43-34-26 26-20-15 15-14-13
      37-38-39
      23-31-40 40-39-38
      22-30-39 39-38-37 37-29-22 22-16-11
      18-25-33 33-32-31 31-24-18 18-17-16 16-11-7 7-12-18 18-13-9 9-5-2
