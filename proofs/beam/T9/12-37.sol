# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 12
finish 37
moves 18
jumps 14-13-12
      25-19-14
      10-14-19
      4-8-13
      23-24-25 25-19-14
      3-6-10 10-14-19 19-13-8
      41-32-24 24-18-13 13-9-6
      11-7-4 4-8-13
      22-16-11 11-17-24
      21-15-10 10-6-3 3-5-8 8-12-17 17-24-32
      39-40-41 41-32-24
      43-42-41
      45-44-43
      36-28-21 21-20-19 19-13-8
      37-38-39
      27-35-44 44-43-42 42-33-25 25-26-27 27-34-42 42-41-40 40-39-38 38-30-23
      31-24-18
      1-2-4 4-8-13 13-18-24 24-23-22 22-29-37
