# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 1
finish 5
moves 18
jumps 6-3-1
      15-10-6
      28-21-15
      19-14-10 10-15-21
      45-36-28 28-21-15
      43-35-28
      8-5-3 3-6-10 10-15-21 21-28-36
      34-26-19 19-13-8
      41-42-43 43-44-45 45-36-28 28-27-26
      11-12-13
      39-40-41
      37-38-39
      25-26-27 27-20-14 14-13-12 12-18-25 25-32-40 40-39-38
      4-8-13
      22-29-37 37-38-39
      23-24-25 25-33-42 42-41-40 40-39-38
      1-2-4 4-7-11 11-16-22 22-30-39
      38-39-40 40-31-23 23-17-12 12-13-14 14-9-5
