# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 4
finish 24
moves 17
jumps 1-2-4
      7-4-2
      6-5-4 4-2-1 1-3-6
      16-11-7
      24-17-11 11-7-4
      41-32-24
      19-18-17 17-24-32
      43-42-41 41-32-24
      21-20-19 19-25-32 32-24-17
      29-22-16 16-17-18 18-12-7 7-4-2
      10-6-3
      39-30-22 22-23-24
      36-28-21 21-15-10 10-14-19
      37-38-39 39-40-41
      45-44-43
      27-35-44 44-43-42 42-41-40 40-31-23 23-24-25 25-26-27 27-34-42 42-33-25
      13-8-4 4-2-1 1-3-6 6-9-13 13-19-26 26-25-24
