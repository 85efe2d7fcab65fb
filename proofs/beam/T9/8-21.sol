# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 8
finish 21
moves 18
jumps 19-13-8
      4-8-13
      21-20-19 19-13-8
      11-7-4 4-8-13
      22-16-11
      37-29-22
      1-2-4
      10-9-8 8-13-19
      33-26-20 20-14-9 9-5-2 2-4-7 7-11-16 16-22-29
      43-34-26 26-19-13
      36-28-21 21-27-34
      41-42-43 43-34-26
      45-44-43
      39-38-37 37-29-22 22-30-39 39-40-41
      25-32-40 40-41-42 42-43-44 44-35-27
      3-6-10 10-15-21 21-27-34 34-26-19
      18-19-20
      17-24-32 32-31-30 30-23-17 17-12-8 8-13-19 19-20-21
