# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 5
finish 38
moves 18
jumps 12-8-5
      19-13-8
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
      43-34-26
      36-28-21 21-15-10 10-6-3 3-5-8 8-13-19 19-26-34
      41-40-39
      45-44-43 43-34-26 26-27-28 28-35-43 43-42-41
      31-30-29 29-22-16 16-23-31 31-32-33
      25-24-23 23-17-12 12-18-25 25-33-42 42-41-40 40-39-38
