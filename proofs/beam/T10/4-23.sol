# A solution on T10 in 19 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^20 positions a level, within 19 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 4
finish 23
moves 19
jumps 1-2-4
      7-4-2
      16-11-7
      6-5-4 4-7-11
      18-17-16 16-11-7
      15-10-6 6-3-1 1-2-4 4-7-11
      29-22-16 16-11-7 7-12-18
      32-24-17
      46-37-29
      51-41-32
      26-33-41 41-32-24 24-23-22 22-29-37
      49-40-32
      28-21-15 15-20-26 26-25-24 24-32-41
      53-52-51 51-50-49
      48-47-46 46-37-29 29-38-48 48-49-50 50-41-33
      45-36-28
      55-54-53 53-44-36 36-28-21
      13-14-15 15-21-28 28-27-26 26-19-13
      42-43-44 44-35-27 27-34-42 42-33-25 25-18-12 12-13-14 14-9-5 5-8-12 12-17-23 23-31-40 40-39-38 38-30-23
