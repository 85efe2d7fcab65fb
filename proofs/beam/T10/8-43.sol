# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 8
finish 43
moves 20
jumps 10-9-8
      7-8-9
      16-11-7
      29-22-16
      46-37-29
      24-23-22 22-29-37
      4-7-11 11-16-22
      48-47-46 46-37-29 29-22-16
      26-25-24 24-17-11 11-16-22
      50-49-48 48-38-29 29-22-16
      52-51-50
      54-53-52
      3-6-10 10-9-8 8-12-17
      21-15-10
      36-28-21
      55-45-36 36-44-53 53-52-51 51-50-49
      1-2-4 4-5-6 6-10-15 15-21-28 28-27-26
      31-40-50 50-49-48 48-39-31
      42-43-44 44-35-27 27-26-25 25-33-42 42-41-40 40-32-25
      13-14-15 15-20-26 26-25-24 24-31-39 39-30-22 22-16-11 11-17-24 24-18-13 13-19-26 26-34-43
