# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 18
finish 40
moves 20
jumps 31-24-18
      48-39-31
      11-17-24 24-31-39
      19-18-17
      22-16-11 11-17-24
      33-32-31 31-24-18
      37-29-22 22-23-24
      21-20-19 19-18-17 17-24-32
      50-49-48 48-38-29 29-30-31 31-32-33 33-25-18
      52-51-50 50-41-33 33-26-20
      10-15-21 21-20-19 19-18-17
      46-47-48 48-39-31
      4-7-11 11-17-24 24-31-39 39-40-41
      3-6-10
      1-2-4 4-5-6 6-10-15
      36-28-21 21-15-10 10-14-19
      54-53-52
      55-45-36 36-44-53 53-52-51 51-41-32
      35-34-33 33-42-52 52-43-35 35-27-20 20-19-18
      12-13-14 14-9-5 5-8-12 12-18-25 25-32-40
