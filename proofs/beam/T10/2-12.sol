# A solution on T10 in 19 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^20 positions a level, within 19 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 2
finish 12
moves 19
jumps 7-4-2
      16-11-7
      6-5-4 4-7-11
      1-2-4
      18-17-16 16-11-7 7-4-2
      32-24-17
      29-22-16 16-17-18 18-12-7
      46-37-29
      26-25-24
      49-40-32 32-24-17
      15-10-6 6-3-1 1-2-4 4-7-11 11-17-24 24-23-22 22-29-37
      51-50-49
      53-52-51 51-41-32
      28-21-15 15-20-26 26-33-41
      45-36-28
      48-47-46 46-37-29 29-38-48 48-49-50 50-41-33
      55-54-53 53-44-36 36-28-21
      13-14-15 15-21-28 28-27-26 26-33-41
      42-43-44 44-35-27 27-34-42 42-41-40 40-39-38 38-30-23 23-31-40 40-32-25 25-19-14 14-9-5 5-8-12
