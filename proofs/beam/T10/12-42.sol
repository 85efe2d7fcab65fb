# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 12
finish 42
moves 20
jumps 23-17-12
      19-18-17
      16-17-18
      34-26-19 19-18-17
      53-43-34
      45-44-43 43-34-26
      28-36-45
      55-45-36
      15-21-28 28-36-45
      51-52-53 53-54-55 55-45-36 36-35-34 34-26-19 19-20-21
      7-11-16 16-17-18
      6-10-15 15-21-28 28-27-26
      2-4-7
      1-3-6 6-5-4 4-7-11
      49-50-51 51-42-34 34-26-19 19-18-17
      29-22-16 16-11-7 7-12-18
      47-48-49
      46-37-29 29-38-48 48-49-50
      32-41-51 51-50-49 49-40-32 32-25-19
      14-13-12 12-18-25 25-24-23 23-31-40 40-39-38 38-30-23 23-17-12 12-8-5 5-9-14 14-19-25 25-33-42
