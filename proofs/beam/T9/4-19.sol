# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 4
finish 19
moves 17
jumps 1-2-4
      7-4-2
      6-3-1 1-2-4
      16-11-7 7-4-2
      13-9-6
      29-22-16
      10-6-3
      24-23-22 22-16-11 11-17-24 24-18-13 13-8-4 4-2-1 1-3-6
      41-32-24
      21-15-10 10-6-3 3-5-8 8-12-17 17-24-32
      36-28-21
      39-40-41 41-32-24
      37-38-39
      43-42-41
      45-44-43 43-35-28 28-21-15
      27-34-42 42-41-40 40-39-38 38-30-23
      19-20-21 21-15-10 10-14-19 19-26-34 34-33-32 32-31-30 30-23-17 17-24-32 32-25-19
