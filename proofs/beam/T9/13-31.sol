# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 13
finish 31
moves 18
jumps 24-18-13
      39-31-24
      37-38-39
      40-39-38
      42-41-40
      22-29-37 37-38-39 39-40-41
      44-43-42 42-41-40
      11-16-22 22-30-39 39-40-41
      4-7-11
      1-2-4
      9-13-18 18-24-31 31-23-16 16-11-7 7-4-2
      15-14-13 13-12-11 11-17-24
      6-3-1 1-2-4 4-8-13
      28-21-15 15-10-6
      45-36-28
      25-33-42 42-41-40 40-32-25 25-19-14
      34-35-36 36-28-21 21-27-34 34-26-19 19-13-8 8-5-3 3-6-10 10-14-19
      20-19-18 18-24-31
