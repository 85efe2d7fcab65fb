# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^20 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 12
finish 53
moves 20
jumps 23-17-12
      19-18-17
      16-17-18
      34-26-19 19-18-17
      15-20-26
      53-43-34 34-26-19
      7-11-16 16-17-18 18-19-20
      2-4-7
      28-35-43
      45-36-28 28-27-26 26-20-15 15-21-28
      6-5-4 4-7-11
      1-3-6 6-10-15
      51-52-53 53-44-36 36-28-21 21-15-10 10-14-19
      49-50-51
      47-48-49
      29-22-16 16-11-7 7-12-18 18-19-20
      46-37-29 29-38-48 48-49-50 50-51-52
      55-54-53 53-52-51 51-42-34
      40-39-38 38-30-23 23-31-40 40-41-42 42-34-27 27-20-14 14-9-5 5-8-12
      32-24-17 17-12-8 8-13-19 19-25-32 32-33-34 34-43-53
