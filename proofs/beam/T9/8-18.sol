# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 8
finish 18
moves 18
jumps 19-13-8
      4-8-13
      10-9-8 8-13-19
      26-19-13
      43-34-26
      21-15-10 10-14-19 19-26-34
      36-28-21
      45-44-43 43-34-26
      41-42-43 43-35-28 28-21-15
      3-6-10 10-15-21 21-27-34 34-26-19 19-13-8
      39-40-41 41-33-26
      37-38-39
      11-12-13
      25-26-27 27-20-14 14-13-12 12-18-25 25-32-40 40-39-38
      1-2-4 4-8-13
      22-30-39 39-38-37 37-29-22 22-16-11 11-7-4
      24-17-11
      31-23-16 16-11-7 7-4-2 2-5-9 9-13-18
