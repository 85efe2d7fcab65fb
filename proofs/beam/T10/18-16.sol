# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 18
finish 16
moves 20
jumps 31-24-18
      48-39-31
      11-17-24 24-31-39
      50-49-48 48-39-31
      22-30-39 39-31-24
      33-32-31
      19-25-32 32-31-30
      4-7-11 11-16-22 22-30-39
      21-20-19 19-18-17 17-23-30 30-39-49 49-40-32
      52-51-50 50-41-33 33-26-20
      54-53-52 52-42-33 33-32-31 31-24-18 18-12-7
      1-2-4 4-7-11
      37-29-22
      46-47-48 48-38-29 29-22-16 16-11-7
      36-28-21 21-20-19
      10-15-21
      55-45-36
      3-6-10
      43-44-45 45-36-28 28-27-26 26-34-43 43-35-28 28-21-15 15-10-6 6-5-4 4-7-11
      9-14-20 20-19-18 18-13-9 9-8-7 7-11-16
