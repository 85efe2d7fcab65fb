# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 11
finish 51
moves 20
jumps 4-7-11
      16-11-7
      29-22-16
      13-12-11 11-16-22
      48-38-29 29-22-16
      46-37-29
      24-23-22 22-29-37
      6-9-13 13-18-24 24-17-11 11-16-22
      1-2-4 4-7-11
      50-49-48 48-47-46 46-37-29 29-22-16 16-11-7 7-8-9 9-5-2
      26-19-13
      52-51-50
      54-53-52
      36-44-53 53-52-51 51-50-49
      21-20-19 19-13-8
      55-45-36 36-28-21
      15-14-13 13-8-4 4-2-1 1-3-6 6-10-15 15-21-28 28-27-26 26-25-24
      31-40-50 50-49-48 48-39-31
      42-43-44 44-35-27 27-34-42 42-33-25 25-32-40 40-31-23
      30-23-17 17-24-32 32-41-51
