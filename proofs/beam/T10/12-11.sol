# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 12
finish 11
moves 20
jumps 25-18-12
      7-12-18
      16-11-7
      4-7-11
      29-22-16 16-11-7
      31-23-16
      46-37-29
      6-5-4 4-7-11 11-16-22 22-29-37
      50-40-31
      27-26-25 25-24-23 23-31-40 40-32-25 25-18-12 12-17-23
      48-47-46 46-37-29 29-30-31
      52-51-50 50-49-48
      54-53-52
      36-44-53 53-52-51 51-41-32 32-31-30 30-39-49 49-48-47 47-38-30 30-23-17
      1-3-6
      10-6-3
      21-15-10
      55-45-36 36-28-21
      9-13-18
      43-42-41 41-33-26 26-34-43 43-35-28 28-21-15 15-14-13 13-19-26 26-20-15 15-10-6 6-3-1 1-2-4 4-8-13 13-18-24 24-17-11
