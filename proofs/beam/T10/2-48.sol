# A solution on T10 in 19 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^20 positions a level, within 19 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 2
finish 48
moves 19
jumps 7-4-2
      1-2-4
      16-11-7 7-4-2
      24-17-11
      19-18-17
      34-26-19
      53-43-34
      15-20-26 26-34-43
      29-22-16 16-11-7 7-12-18 18-19-20
      6-5-4 4-2-1 1-3-6 6-10-15 15-20-26 26-25-24 24-23-22
      28-21-15
      45-36-28
      51-52-53 53-43-34 34-35-36 36-28-21 21-15-10 10-14-19
      49-50-51
      47-48-49
      55-54-53
      46-37-29 29-38-48 48-49-50 50-51-52 52-53-54 54-44-35 35-27-20 20-19-18
      42-33-25 25-18-12 12-13-14 14-9-5 5-8-12 12-17-23
      31-32-33 33-41-50 50-40-31 31-30-29 29-22-16 16-23-31 31-39-48
