# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 8
finish 9
moves 20
jumps 10-9-8
      7-8-9
      16-11-7
      29-22-16
      46-37-29
      4-7-11 11-16-22 22-29-37
      24-17-11
      1-2-4
      21-15-10 10-9-8 8-12-17
      36-28-21
      26-27-28 28-21-15 15-20-26 26-25-24 24-23-22
      48-47-46 46-37-29 29-22-16 16-11-7 7-4-2
      50-49-48 48-38-29
      52-51-50
      54-53-52
      55-45-36 36-44-53 53-52-51 51-50-49
      6-3-1 1-2-4
      42-43-44 44-35-27 27-34-42 42-33-25 25-18-12
      40-31-23
      29-30-31 31-32-33 33-41-50 50-49-48 48-39-31 31-23-16 16-17-18 18-19-20 20-14-9 9-13-18 18-12-7 7-4-2 2-5-9
