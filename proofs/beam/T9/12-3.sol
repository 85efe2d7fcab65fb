# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 12
finish 3
moves 18
jumps 14-13-12
      11-12-13
      25-19-14 14-13-12
      22-16-11 11-12-13
      42-33-25 25-18-12 12-13-14
      20-26-33
      28-27-26
      44-43-42 42-33-25 25-26-27
      45-36-28 28-27-26 26-34-43
      40-41-42 42-43-44 44-35-27
      4-8-13
      38-39-40 40-32-25
      15-21-28 28-27-26
      1-2-4 4-7-11
      37-29-22
      10-9-8
      31-30-29 29-22-16 16-17-18 18-25-33 33-26-20 20-14-9 9-8-7 7-11-16 16-23-31 31-24-18 18-13-9
      3-6-10 10-9-8 8-5-3
