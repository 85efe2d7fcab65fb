# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 11
finish 43
moves 20
jumps 4-7-11
      1-2-4
      18-12-7 7-4-2
      31-24-18
      29-30-31
      49-39-30
      16-11-7
      6-3-1 1-2-4 4-7-11
      46-37-29 29-22-16 16-11-7
      26-25-24 24-23-22 22-30-39 39-38-37
      15-10-6 6-5-4 4-7-11 11-17-24 24-31-39
      51-50-49 49-39-30
      53-52-51
      28-27-26 26-20-15 15-21-28
      55-54-53
      48-47-46 46-37-29 29-30-31 31-40-50 50-51-52 52-53-54
      36-45-55 55-54-53 53-44-36 36-28-21
      42-41-40 40-32-25 25-33-42 42-43-44 44-35-27
      14-19-25 25-18-12 12-8-5 5-9-14
      13-14-15 15-21-28 28-27-26 26-34-43
