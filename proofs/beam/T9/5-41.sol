# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 5
finish 41
moves 18
jumps 12-8-5
      14-13-12
      26-19-13
      43-34-26
      3-5-8 8-13-19 19-26-34
      10-6-3
      1-3-6
      41-42-43 43-34-26
      11-12-13
      21-27-34 34-26-19 19-13-8
      36-28-21 21-15-10 10-6-3
      39-40-41
      4-2-1 1-3-6 6-9-13
      37-38-39
      45-44-43
      23-17-12 12-13-14 14-20-27 27-35-44 44-43-42 42-41-40 40-39-38
      25-24-23 23-31-40 40-32-25
      22-30-39 39-38-37 37-29-22 22-16-11 11-7-4 4-8-13 13-18-24 24-25-26 26-33-41
