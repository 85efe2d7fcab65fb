# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 11
finish 30
moves 20
jumps 4-7-11
      1-2-4
      16-11-7 7-4-2
      13-12-11
      29-22-16 16-11-7
      6-3-1 1-2-4 4-7-11
      24-18-13 13-8-4
      15-10-6 6-9-13
      33-25-18 18-17-16 16-11-7 7-4-2 2-5-9 9-13-18
      52-42-33
      46-37-29
      28-21-15 15-14-13 13-18-24 24-23-22 22-29-37
      50-51-52
      53-52-51
      55-54-53
      48-47-46 46-37-29 29-38-48 48-49-50 50-51-52 52-53-54
      36-45-55 55-54-53
      40-39-38 38-30-23 23-31-40 40-41-42 42-33-25
      35-44-54 54-53-52 52-43-35 35-34-33 33-32-31
      19-20-21 21-27-34 34-26-19 19-25-32 32-31-30
