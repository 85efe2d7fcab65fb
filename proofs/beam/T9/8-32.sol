# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 8
finish 32
moves 18
jumps 19-13-8
      4-8-13
      34-26-19 19-13-8
      28-27-26
      45-36-28
      21-28-36
      43-44-45 45-36-28
      10-14-19 19-26-34
      41-42-43 43-34-26
      1-2-4 4-8-13
      3-6-10 10-15-21 21-28-36 36-35-34 34-26-19 19-13-8
      39-40-41 41-33-26
      37-38-39
      11-12-13
      25-26-27 27-20-14 14-13-12 12-18-25 25-32-40 40-39-38
      22-30-39 39-38-37 37-29-22 22-16-11 11-7-4 4-5-6 6-9-13
      31-23-16 16-17-18
      8-13-19 19-18-17 17-24-32
