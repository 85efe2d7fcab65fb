# A solution on T10 in 21 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^20 positions a level, within 21 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 12
finish 47
moves 21
jumps 25-18-12
      7-12-18
      16-11-7
      4-7-11
      1-2-4
      31-23-16 16-11-7 7-4-2
      50-40-31
      27-26-25 25-24-23 23-31-40 40-32-25 25-18-12
      51-41-32
      15-20-26 26-33-41
      29-22-16 16-17-18 18-19-20
      28-21-15 15-20-26
      6-5-4 4-2-1 1-3-6 6-10-15
      45-36-28
      48-49-50
      53-44-36 36-28-21 21-15-10 10-14-19
      46-47-48
      55-54-53 53-52-51 51-50-49 49-48-47
      9-13-18 18-19-20 20-26-33 33-32-31 31-30-29 29-37-46 46-47-48 48-39-31
      42-43-44 44-35-27 27-34-42 42-41-40 40-31-23
      8-12-17 17-23-30 30-38-47
