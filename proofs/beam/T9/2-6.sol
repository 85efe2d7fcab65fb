# A solution on T9 in 16 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 2
finish 6
moves 16
jumps 7-4-2
      1-2-4
      16-11-7 7-4-2
      24-17-11
      41-32-24
      8-12-17 17-24-32
      43-42-41 41-32-24
      19-18-17 17-24-32 32-25-19 19-13-8
      6-5-4 4-2-1 1-3-6 6-9-13
      45-44-43
      29-22-16 16-11-7 7-8-9 9-13-18
      39-40-41
      15-14-13
      37-38-39 39-30-22 22-23-24
      27-26-25 25-33-42 42-41-40 40-31-23 23-24-25 25-18-12 12-13-14 14-20-27 27-34-42 42-43-44
      28-36-45 45-44-43 43-35-28 28-21-15 15-10-6
