# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 2
finish 19
moves 20
jumps 7-4-2
      16-11-7
      6-5-4 4-7-11
      1-2-4
      18-17-16 16-11-7 7-4-2
      32-24-17
      34-33-32
      50-41-33 33-25-18 18-12-7
      15-10-6 6-3-1 1-2-4 4-7-11 11-17-24 24-32-41
      52-51-50 50-41-33
      36-35-34 34-42-51
      48-49-50 50-51-52 52-43-35
      54-53-52
      55-45-36 36-35-34 34-33-32 32-40-49
      46-47-48 48-49-50
      29-38-48
      21-28-36 36-44-53 53-52-51 51-50-49 49-48-47
      31-39-48 48-47-46 46-37-29 29-22-16 16-23-31
      14-13-12 12-8-5 5-9-14 14-19-25
      30-31-32 32-25-19 19-20-21 21-27-34 34-26-19
