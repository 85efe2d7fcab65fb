# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 1
finish 22
moves 17
jumps 6-3-1
      15-10-6
      28-21-15
      45-36-28
      8-9-10 10-15-21 21-28-36
      19-13-8
      4-8-13 13-14-15
      11-12-13
      34-26-19 19-20-21 21-15-10 10-6-3 3-5-8 8-13-19
      43-44-45 45-36-28 28-27-26
      41-42-43
      39-40-41
      37-38-39
      25-26-27 27-35-44 44-43-42 42-41-40 40-39-38
      22-29-37 37-38-39
      23-31-40 40-39-38 38-30-23 23-24-25 25-18-12
      1-2-4 4-7-11 11-12-13 13-19-26 26-33-41 41-32-24 24-17-11 11-16-22
