# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 18
finish 12
moves 20
jumps 31-24-18
      48-39-31
      11-17-24 24-31-39
      50-49-48 48-39-31
      22-30-39 39-31-24
      19-18-17 17-23-30
      52-51-50 50-40-31 31-24-18
      54-53-52
      34-43-53 53-52-51 51-42-34 34-26-19 19-18-17
      37-29-22 22-16-11 11-17-24
      46-47-48 48-38-29 29-30-31 31-24-18
      21-27-34
      10-15-21 21-20-19 19-18-17
      4-7-11 11-17-24 24-25-26 26-34-43
      3-6-10
      1-2-4 4-5-6 6-10-15
      36-28-21 21-15-10 10-14-19
      55-45-36 36-35-34
      9-8-7 7-12-18 18-19-20
      44-43-42 42-41-40 40-32-25 25-33-42 42-34-27 27-20-14 14-13-12
