# A solution on T9 in 16 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^21 positions a level, within 16 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 11
finish 14
moves 16
jumps 22-16-11
      37-29-22
      7-11-16 16-22-29
      13-12-11
      15-14-13
      25-18-12 12-13-14
      6-9-13
      2-4-7 7-11-16 16-17-18 18-13-9
      28-21-15 15-14-13 13-8-4 4-5-6 6-10-15
      40-32-25 25-19-14
      42-33-25
      45-36-28
      1-3-6 6-9-13
      34-35-36 36-28-21 21-20-19 19-26-34 34-27-21 21-15-10 10-14-19 19-25-32 32-24-17
      39-38-37 37-29-22 22-23-24 24-31-39
      44-43-42 42-41-40 40-39-38 38-30-23 23-17-12 12-13-14
