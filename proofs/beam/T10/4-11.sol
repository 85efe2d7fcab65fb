# A solution on T10 in 19 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 4
finish 11
moves 19
jumps 1-2-4
      7-4-2
      16-11-7
      29-22-16
      46-37-29
      6-5-4 4-7-11 11-16-22 22-29-37
      18-17-16
      32-24-17
      34-33-32
      50-41-33 33-25-18 18-12-7
      15-10-6 6-3-1 1-2-4 4-7-11 11-16-22 22-23-24 24-32-41
      48-47-46 46-37-29 29-38-48 48-49-50 50-41-33
      52-51-50
      54-53-52
      36-35-34 34-43-53 53-52-51 51-50-49 49-40-32
      55-45-36
      28-36-45 45-44-43 43-42-41
      14-13-12 12-8-5 5-9-14 14-19-25 25-33-42 42-41-40 40-39-38 38-30-23 23-31-40 40-32-25
      26-27-28 28-21-15 15-20-26 26-25-24 24-17-11
