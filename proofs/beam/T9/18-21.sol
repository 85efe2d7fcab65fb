# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 18
finish 21
moves 17
jumps 16-17-18
      19-18-17
      29-22-16 16-17-18
      39-30-22
      34-26-19 19-18-17 17-23-30
      40-31-23
      7-12-18 18-24-31 31-30-29 29-22-16 16-23-31
      42-41-40 40-31-23
      2-4-7 7-11-16 16-23-31
      37-38-39 39-31-24 24-25-26 26-33-41
      28-27-26
      44-43-42 42-41-40 40-32-25 25-26-27
      15-21-28 28-27-26
      6-10-15
      45-36-28
      1-3-6
      8-9-10 10-15-21 21-28-36 36-35-34 34-26-19 19-13-8 8-5-3 3-6-10 10-14-19 19-20-21
