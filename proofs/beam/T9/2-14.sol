# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 2
finish 14
moves 17
jumps 7-4-2
      1-2-4
      16-11-7 7-4-2
      24-17-11
      29-22-16 16-11-7
      6-3-1 1-2-4 4-7-11
      15-10-6
      28-21-15
      45-36-28
      41-32-24
      19-14-10 10-15-21 21-28-36
      8-9-10 10-6-3 3-5-8 8-13-19 19-18-17 17-24-32
      43-44-45 45-36-28 28-35-43 43-42-41 41-32-24 24-23-22
      39-31-24
      37-38-39 39-40-41
      33-25-18 18-12-7 7-11-16 16-22-29 29-30-31
      27-26-25 25-24-23 23-31-40 40-41-42 42-34-27 27-20-14
