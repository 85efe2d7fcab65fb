# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 12
finish 30
moves 18
jumps 25-18-12
      42-33-25
      40-41-42
      43-42-41
      45-44-43
      20-19-18 18-25-33 33-26-20
      38-39-40 40-41-42 42-43-44
      28-36-45 45-44-43 43-34-26
      15-21-28
      6-10-15
      1-3-6
      8-13-19 19-20-21 21-28-36 36-35-34 34-27-21 21-15-10 10-6-3
      4-2-1 1-3-6 6-9-13
      11-7-4
      22-16-11
      37-29-22
      31-32-33 33-26-20 20-14-9 9-5-2 2-4-7 7-11-16 16-22-29 29-30-31 31-24-18
      17-18-19 19-13-8 8-12-17 17-23-30
