# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 2
finish 42
moves 17
jumps 7-4-2
      1-2-4
      16-11-7 7-4-2
      6-3-1 1-2-4
      13-9-6
      10-6-3
      24-17-11
      29-22-16 16-11-7 7-4-2
      39-30-22 22-23-24 24-18-13 13-8-4 4-2-1 1-3-6
      41-32-24
      21-15-10 10-6-3 3-5-8 8-12-17 17-24-32
      37-38-39 39-40-41 41-32-24
      43-42-41
      36-28-21
      45-44-43 43-35-28 28-21-15 15-14-13
      19-25-32 32-24-17
      27-26-25 25-33-42 42-41-40 40-31-23 23-17-12 12-13-14 14-20-27 27-34-42
