# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 11
finish 40
moves 20
jumps 4-7-11
      16-11-7
      6-5-4 4-7-11
      1-2-4
      18-17-16 16-11-7 7-4-2
      32-24-17
      51-41-32
      26-33-41 41-32-24 24-17-11
      29-22-16 16-11-7
      15-10-6 6-3-1 1-2-4 4-7-11
      28-21-15 15-20-26 26-25-24 24-23-22
      45-36-28
      48-38-29 29-22-16 16-11-7 7-12-18 18-19-20
      53-44-36 36-28-21 21-20-19
      46-47-48
      49-48-47
      55-54-53 53-52-51 51-50-49 49-40-32
      43-34-26 26-27-28 28-35-43 43-42-41 41-32-24
      31-30-29 29-37-46 46-47-48 48-39-31
      14-13-12 12-8-5 5-9-14 14-19-25 25-24-23 23-31-40
