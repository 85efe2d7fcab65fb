# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 8
finish 11
moves 17
jumps 19-13-8
      4-8-13
      21-20-19 19-13-8
      33-26-20
      1-2-4 4-8-13
      43-34-26
      10-9-8 8-13-19 19-26-34
      41-42-43 43-34-26
      3-6-10 10-15-21 21-27-34 34-26-19
      39-40-41
      11-12-13 13-14-15
      36-28-21 21-15-10
      37-38-39
      24-25-26 26-19-13 13-18-24 24-17-11 11-7-4 4-5-6 6-10-15 15-20-26
      45-44-43
      23-31-40 40-41-42 42-43-44 44-35-27 27-26-25 25-32-40 40-39-38
      22-30-39 39-38-37 37-29-22 22-16-11
