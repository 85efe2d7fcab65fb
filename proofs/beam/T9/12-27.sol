# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 12
finish 27
moves 17
jumps 14-13-12
      11-12-13
      25-19-14 14-13-12
      4-7-11 11-12-13
      1-2-4
      42-33-25 25-18-12 12-13-14
      40-32-25
      6-9-13
      20-26-33 33-25-18 18-13-9 9-8-7 7-4-2
      15-10-6 6-3-1 1-2-4
      28-21-15 15-14-13
      45-36-28 28-27-26
      44-35-27 27-26-25
      22-16-11
      37-29-22
      31-30-29 29-22-16 16-17-18 18-24-31 31-23-16 16-11-7 7-4-2 2-5-9 9-13-18 18-25-33 33-34-35
      38-39-40 40-41-42 42-43-44 44-35-27
