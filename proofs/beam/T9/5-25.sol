# A solution on T9 in 19 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 19 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 5
finish 25
moves 19
jumps 12-8-5
      19-13-8
      4-8-13
      21-20-19 19-13-8
      11-7-4 4-8-13
      22-16-11
      10-9-8 8-13-19
      37-29-22
      1-2-4
      33-26-20 20-14-9 9-5-2 2-4-7 7-11-16 16-22-29
      43-34-26 26-19-13
      36-28-21 21-27-34
      41-42-43 43-34-26
      39-38-37 37-29-22 22-30-39 39-40-41
      45-44-43
      25-32-40 40-41-42 42-43-44 44-35-27
      3-6-10 10-15-21 21-27-34 34-26-19
      17-24-32
      23-31-40 40-32-25 25-18-12 12-13-14 14-19-25
