# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^20 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 12
finish 6
moves 20
jumps 25-18-12
      7-12-18
      16-11-7
      4-7-11
      1-2-4
      31-23-16 16-11-7 7-4-2
      50-40-31
      48-49-50
      46-47-48
      51-50-49 49-48-47
      27-26-25 25-32-40 40-31-23 23-17-12 12-18-25
      53-52-51 51-41-32 32-24-17
      15-20-26 26-33-41
      29-38-48 48-47-46 46-37-29 29-22-16 16-17-18 18-19-20
      28-21-15 15-20-26 26-25-24
      6-5-4 4-2-1 1-3-6 6-10-15
      45-36-28
      55-54-53 53-44-36 36-28-21 21-15-10 10-14-19
      42-43-44 44-35-27 27-34-42 42-41-40 40-39-38 38-30-23 23-24-25 25-19-14 14-9-5
      13-8-4 4-5-6
