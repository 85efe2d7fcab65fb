# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 18
finish 54
moves 20
jumps 31-24-18
      48-39-31
      26-25-24 24-31-39
      50-49-48 48-39-31 31-40-50
      46-47-48
      51-50-49 49-48-47
      12-18-25 25-32-40
      29-38-48 48-47-46 46-37-29 29-30-31
      53-52-51 51-41-32 32-31-30
      16-22-29 29-30-31
      15-20-26 26-33-41 41-40-39 39-31-24
      7-11-16 16-23-31 31-24-18 18-19-20
      28-21-15 15-20-26
      45-36-28
      55-54-53 53-44-36 36-28-21
      6-10-15 15-21-28
      2-4-7
      1-3-6 6-5-4 4-7-11
      34-35-36 36-28-21 21-27-34 34-43-53
      9-8-7 7-11-16 16-17-18 18-13-9 9-14-20 20-26-33 33-42-52 52-53-54
