# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 1
finish 7
moves 18
jumps 4-2-1
      6-5-4
      7-4-2
      1-2-4
      16-11-7 7-4-2
      15-10-6 6-3-1 1-2-4
      28-21-15
      24-17-11
      45-36-28
      41-32-24
      19-18-17 17-24-32 32-25-19 19-14-10 10-15-21 21-28-36
      39-31-24
      29-22-16 16-11-7 7-12-18 18-24-31
      43-44-45 45-36-28 28-35-43 43-42-41 41-40-39 39-30-22 22-23-24
      27-34-42 42-33-25 25-24-23
      37-38-39 39-31-24
      23-24-25 25-26-27 27-20-14 14-13-12 12-8-5
      9-5-2 2-4-7
