# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 4
finish 42
moves 20
jumps 1-2-4
      7-4-2
      16-11-7
      29-22-16
      46-37-29
      6-5-4 4-7-11 11-16-22 22-29-37
      18-17-16
      31-24-18 18-12-7
      26-25-24
      15-10-6 6-3-1 1-2-4 4-7-11 11-16-22
      28-27-26 26-20-15 15-21-28
      48-47-46 46-37-29 29-30-31 31-24-18 18-19-20
      50-49-48 48-38-29 29-22-16
      52-51-50
      36-28-21 21-20-19
      54-53-52
      55-45-36 36-44-53 53-52-51 51-50-49 49-39-30 30-23-17
      42-43-44 44-35-27 27-34-42 42-33-25
      16-17-18 18-25-33 33-32-31 31-40-50 50-41-33
      14-13-12 12-8-5 5-9-14 14-19-25 25-33-42
