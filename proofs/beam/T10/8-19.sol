# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^20 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 8
finish 19
moves 20
jumps 10-9-8
      7-8-9
      21-15-10 10-9-8
      36-28-21
      3-6-10
      55-45-36
      4-5-6 6-10-15 15-21-28 28-36-45
      34-27-21
      53-54-55 55-45-36 36-35-34 34-43-53
      52-53-54 54-44-35
      50-51-52
      48-49-50
      46-47-48
      32-40-49 49-48-47
      16-11-7
      1-2-4 4-7-11
      29-38-48 48-47-46 46-37-29 29-22-16 16-11-7 7-8-9
      19-26-34 34-42-51 51-41-32 32-25-19 19-13-8 8-9-10 10-14-19
      24-17-11 11-12-13 13-19-26 26-20-15 15-21-28 28-35-43
      30-31-32 32-33-34 34-43-53 53-52-51 51-50-49 49-39-30 30-23-17 17-18-19
