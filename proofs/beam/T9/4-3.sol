# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 4
finish 3
moves 17
jumps 1-2-4
      7-4-2
      6-3-1 1-2-4
      15-10-6
      28-21-15
      8-9-10 10-15-21
      45-36-28 28-21-15
      16-11-7 7-4-2 2-5-9
      24-17-11
      43-35-28
      41-32-24
      19-18-17 17-24-32 32-25-19 19-13-8 8-9-10 10-14-19 19-20-21 21-28-36
      39-40-41 41-42-43 43-44-45 45-36-28
      37-38-39 39-31-24
      34-26-19
      29-22-16 16-11-7 7-12-18 18-19-20 20-27-35
      30-23-17 17-24-32 32-33-34 34-35-36 36-28-21 21-15-10 10-6-3
