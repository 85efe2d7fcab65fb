# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 12
finish 15
moves 17
jumps 25-18-12
      42-33-25
      9-13-18 18-25-33
      15-14-13
      16-17-18 18-13-9
      6-9-13
      7-12-18 18-13-9
      28-21-15 15-10-6 6-9-13
      40-41-42 42-33-25 25-19-14 14-13-12
      2-4-7 7-11-16
      1-3-6 6-5-4 4-8-13
      38-39-40
      22-30-39 39-40-41
      44-43-42 42-41-40 40-32-25
      45-36-28
      34-35-36 36-28-21 21-27-34 34-26-19 19-13-8 8-12-17 17-24-32 32-31-30 30-23-17
      37-29-22 22-16-11 11-17-24 24-25-26 26-20-15
