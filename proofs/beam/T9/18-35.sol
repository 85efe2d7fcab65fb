# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 18
finish 35
moves 18
jumps 7-12-18
      25-18-12
      2-4-7 7-12-18
      6-5-4
      27-26-25 25-18-12 12-8-5
      10-9-8
      16-17-18 18-13-9 9-8-7 7-4-2 2-5-9
      21-15-10 10-9-8
      29-22-16 16-11-7 7-8-9
      1-3-6 6-9-13 13-19-26 26-20-15
      43-34-26
      36-28-21 21-15-10 10-14-19 19-26-34
      41-42-43 43-34-26
      39-40-41
      45-44-43
      37-38-39
      23-24-25 25-32-40 40-39-38 38-30-23 23-31-40 40-41-42 42-43-44 44-35-27
      33-26-20 20-27-35
