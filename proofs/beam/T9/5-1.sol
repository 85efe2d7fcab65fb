# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 5
finish 1
moves 18
jumps 12-8-5
      19-13-8
      4-8-13
      34-26-19 19-13-8
      41-33-26
      1-2-4 4-8-13
      10-9-8 8-13-19 19-26-34
      43-34-26
      3-6-10 10-14-19 19-26-34
      11-7-4 4-5-6
      21-15-10 10-6-3
      39-40-41 41-42-43 43-34-26 26-20-15
      36-28-21 21-15-10
      37-38-39
      45-44-43 43-35-28 28-27-26
      23-31-40 40-39-38
      18-24-31 31-32-33 33-26-20
      22-30-39 39-38-37 37-29-22 22-16-11 11-17-24 24-25-26 26-20-15 15-10-6 6-3-1
