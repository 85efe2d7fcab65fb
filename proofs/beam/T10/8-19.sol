# A solution on T10 in 21 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 21 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 8
finish 19
moves 21
jumps 10-9-8
      7-8-9
      16-11-7
      29-22-16
      24-17-11 11-16-22
      21-15-10 10-9-8 8-12-17
      4-7-11
      1-2-4
      46-37-29 29-22-16 16-11-7 7-4-2 2-5-9
      48-38-29
      36-28-21
      26-27-28 28-21-15 15-20-26 26-25-24 24-23-22 22-29-37
      50-49-48 48-47-46 46-37-29
      52-51-50
      54-53-52
      55-45-36 36-44-53 53-52-51 51-50-49
      3-6-10 10-9-8
      31-40-50 50-49-48 48-39-31
      42-41-40 40-31-23 23-17-12 12-18-25 25-33-42 42-43-44 44-35-27
      29-30-31 31-32-33 33-34-35 35-27-20 20-19-18 18-13-9
      8-9-10 10-14-19
