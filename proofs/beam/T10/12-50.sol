# A solution on T10 in 21 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 22 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 12
finish 50
moves 21
jumps 25-18-12
      7-12-18
      16-11-7
      4-7-11
      31-23-16 16-11-7
      50-40-31
      6-5-4 4-7-11
      48-49-50
      27-26-25 25-24-23 23-31-40 40-32-25 25-18-12 12-8-5
      46-47-48
      51-50-49 49-48-47
      29-38-48 48-47-46 46-37-29 29-22-16 16-11-7
      15-10-6 6-5-4 4-7-11 11-17-24
      28-21-15
      45-36-28
      53-44-36 36-28-21 21-15-10
      55-54-53 53-52-51 51-41-32
      1-3-6 6-10-15 15-20-26
      42-43-44 44-35-27 27-34-42 42-33-25 25-24-23 23-30-38 38-39-40
      14-9-5
      2-5-9 9-13-18 18-19-20 20-26-33 33-32-31 31-40-50
