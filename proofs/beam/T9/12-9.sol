# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 12
finish 9
moves 18
jumps 25-18-12
      42-33-25
      9-13-18 18-25-33
      7-12-18
      15-14-13
      40-41-42 42-33-25 25-18-12
      16-17-18 18-13-9 9-8-7 7-11-16
      38-39-40
      22-30-39 39-40-41
      44-43-42 42-41-40 40-32-25 25-19-14
      28-21-15 15-14-13
      37-29-22 22-16-11
      6-10-15
      2-4-7 7-11-16
      1-3-6
      45-36-28
      34-35-36 36-28-21 21-20-19 19-26-34 34-27-21 21-15-10 10-6-3 3-5-8 8-12-17 17-24-32 32-31-30 30-23-17
      16-17-18 18-13-9
