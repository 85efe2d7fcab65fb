# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 7
finish 1
moves 17
jumps 16-11-7
      4-7-11
      1-2-4
      29-22-16 16-11-7 7-4-2
      6-3-1 1-2-4
      15-10-6
      24-17-11
      41-32-24
      28-21-15
      19-18-17 17-24-32 32-25-19 19-20-21 21-15-10 10-6-3
      39-30-22 22-23-24
      37-38-39 39-40-41
      42-41-40 40-31-23
      44-43-42 42-33-25
      9-8-7 7-12-18 18-24-31 31-23-16 16-11-7 7-4-2 2-5-9 9-13-18
      35-34-33 33-26-20 20-14-9
      45-36-28 28-27-26 26-25-24 24-18-13 13-9-6 6-3-1
