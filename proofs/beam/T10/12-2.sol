# A solution on T10 in 22 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 22 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 12
finish 2
moves 22
jumps 25-18-12
      7-12-18
      16-11-7
      4-7-11
      31-23-16 16-11-7
      50-40-31
      27-26-25 25-32-40 40-31-23 23-17-12 12-18-25
      51-41-32 32-24-17
      15-20-26 26-25-24
      48-39-31 31-24-18 18-19-20
      28-21-15 15-20-26 26-33-41
      45-36-28
      53-52-51 51-41-32
      1-2-4 4-7-11 11-17-24 24-32-41
      6-10-15
      46-47-48 48-49-50 50-41-33
      55-54-53 53-44-36 36-28-21 21-15-10 10-14-19
      29-22-16
      42-43-44 44-35-27 27-34-42 42-33-25 25-19-14 14-13-12
      37-38-39 39-30-22 22-16-11 11-12-13 13-8-4
      3-5-8
      9-8-7 7-4-2
