# A solution on T10 in 19 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^20 positions a level, within 19 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 2
finish 30
moves 19
jumps 7-4-2
      16-11-7
      6-5-4 4-7-11
      1-2-4
      18-17-16 16-11-7 7-4-2
      32-24-17
      26-25-24
      29-22-16 16-17-18 18-12-7
      51-41-32 32-24-17
      46-37-29
      15-10-6 6-3-1 1-2-4 4-7-11 11-17-24 24-23-22 22-29-37
      28-21-15 15-20-26 26-33-41
      53-52-51
      50-51-52
      55-54-53 53-52-51
      48-47-46 46-37-29 29-38-48 48-49-50 50-51-52 52-42-33
      45-36-28 28-27-26
      14-13-12 12-8-5 5-9-14 14-19-25 25-26-27 27-34-42
      30-31-32 32-33-34 34-35-36 36-44-53 53-43-34 34-42-51 51-41-32 32-40-49 49-39-30
