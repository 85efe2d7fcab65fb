# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 11
finish 35
moves 18
jumps 22-16-11
      37-29-22
      7-11-16 16-22-29
      39-38-37 37-29-22
      24-31-39
      13-12-11
      40-39-38
      2-4-7 7-11-16 16-22-29
      6-5-4 4-8-13 13-18-24 24-23-22 22-29-37 37-38-39
      15-14-13
      42-41-40 40-39-38 38-30-23 23-17-12 12-13-14
      1-3-6 6-10-15 15-14-13
      44-43-42
      28-35-43 43-42-41
      45-36-28 28-21-15
      25-33-42 42-41-40 40-32-25 25-19-14
      34-26-19 19-20-21 21-15-10 10-14-19
      9-13-18 18-19-20 20-27-35
