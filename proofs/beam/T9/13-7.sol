# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 13
finish 7
moves 17
jumps 6-9-13
      1-3-6
      10-6-3
      4-2-1 1-3-6
      11-7-4
      22-16-11
      18-13-9 9-8-7 7-11-16
      37-29-22 22-16-11
      21-15-10 10-6-3 3-5-8
      39-30-22
      31-24-18 18-12-7 7-11-16 16-22-29
      41-40-39 39-38-37 37-29-22 22-23-24
      36-28-21
      43-42-41
      45-44-43 43-35-28 28-21-15 15-14-13
      25-33-42 42-41-40 40-32-25 25-24-23 23-17-12 12-8-5
      20-27-35 35-34-33 33-26-20 20-19-18 18-13-9 9-5-2 2-4-7
