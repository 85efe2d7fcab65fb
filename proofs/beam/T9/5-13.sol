# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 5
finish 13
moves 18
jumps 12-8-5
      19-13-8
      4-8-13
      21-20-19 19-13-8
      33-26-20
      43-34-26
      10-14-19 19-26-34
      41-42-43 43-34-26
      39-40-41
      3-6-10 10-15-21 21-27-34 34-26-19
      1-2-4 4-5-6 6-9-13 13-19-26
      37-38-39
      45-44-43
      36-28-21 21-20-19
      25-26-27 27-35-44 44-43-42 42-41-40 40-32-25 25-18-12
      11-12-13
      23-24-25 25-19-14 14-13-12 12-17-23 23-31-40 40-39-38
      22-30-39 39-38-37 37-29-22 22-16-11 11-7-4 4-8-13
