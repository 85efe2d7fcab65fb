# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 8
finish 15
moves 20
jumps 10-9-8
      7-8-9
      21-15-10 10-9-8
      36-28-21
      3-6-10
      4-5-6 6-10-15 15-21-28
      34-35-36 36-28-21
      54-44-35
      52-53-54
      55-54-53
      50-51-52 52-53-54
      48-49-50
      32-33-34 34-35-36 36-45-55 55-54-53 53-43-34 34-42-51 51-50-49
      16-11-7
      29-22-16
      46-37-29
      1-2-4 4-7-11 11-16-22 22-29-37
      31-39-48 48-47-46 46-37-29 29-38-48 48-49-50 50-41-33
      18-12-7 7-8-9 9-13-18 18-24-31 31-23-16
      26-27-28 28-21-15 15-14-13 13-19-26 26-25-24 24-17-11 11-16-22 22-30-39 39-40-41 41-33-26 26-20-15
