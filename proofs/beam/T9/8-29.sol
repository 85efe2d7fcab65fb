# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 8
finish 29
moves 18
jumps 19-13-8
      4-8-13
      21-20-19 19-13-8
      6-9-13
      1-3-6
      10-6-3
      11-7-4 4-2-1 1-3-6
      22-16-11
      37-29-22
      33-26-20 20-14-9 9-8-7 7-11-16 16-22-29
      39-38-37 37-29-22
      36-28-21 21-15-10 10-6-3 3-5-8 8-13-19
      41-40-39
      43-35-28 28-27-26 26-19-13 13-12-11
      45-44-43 43-42-41
      24-25-26
      23-31-40 40-41-42 42-34-27 27-26-25 25-32-40 40-39-38 38-30-23 23-17-12
      18-12-7 7-11-16 16-22-29
