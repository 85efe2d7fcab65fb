# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 12
finish 12
moves 18
jumps 25-18-12
      7-12-18
      27-26-25 25-18-12
      15-20-26
      40-32-25 25-26-27
      28-27-26
      42-33-25 25-26-27
      6-10-15 15-21-28 28-27-26
      16-11-7 7-12-18 18-19-20 20-26-33
      44-43-42 42-41-40
      45-36-28 28-35-43 43-34-26
      29-22-16
      39-30-22 22-16-11
      2-4-7 7-11-16 16-17-18
      1-3-6
      8-9-10 10-6-3 3-5-8 8-13-19 19-26-34 34-33-32 32-31-30 30-23-17 17-24-32
      37-38-39 39-40-41 41-32-24 24-18-13
      14-13-12
