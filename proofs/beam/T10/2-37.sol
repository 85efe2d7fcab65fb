# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 2
finish 37
moves 20
jumps 7-4-2
      1-2-4
      18-12-7 7-4-2
      16-11-7
      6-3-1 1-2-4 4-7-11
      31-23-16 16-11-7
      29-22-16
      46-37-29
      15-10-6 6-5-4 4-7-11 11-16-22 22-29-37
      48-47-46 46-37-29 29-30-31 31-24-18 18-17-16
      28-21-15
      45-36-28
      53-44-36 36-28-21 21-15-10
      33-32-31
      51-41-32 32-31-30
      55-54-53 53-52-51
      50-49-48 48-39-31 31-40-50 50-51-52 52-42-33 33-25-18
      27-35-44 44-43-42 42-34-27 27-26-25 25-18-12
      20-19-18 18-12-7
      13-14-15 15-10-6 6-9-13 13-8-4 4-7-11 11-16-22 22-30-39 39-38-37
