# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 18
finish 18
moves 18
jumps 31-24-18
      13-18-24
      6-9-13
      16-23-31 31-24-18 18-13-9
      15-10-6 6-9-13
      7-8-9 9-13-18
      26-25-24 24-18-13
      2-4-7 7-11-16 16-17-18 18-13-9
      1-3-6 6-5-4
      28-27-26 26-19-13 13-12-11
      45-36-28 28-21-15 15-14-13
      29-22-16 16-11-7 7-4-2
      41-33-26
      39-40-41 41-32-24
      37-38-39
      43-42-41
      44-35-27 27-26-25 25-24-23 23-30-38 38-39-40 40-41-42 42-34-27 27-20-14 14-9-5
      2-5-9 9-13-18
