# A solution on T10 in 19 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^20 positions a level, within 19 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 2
finish 15
moves 19
jumps 7-4-2
      16-11-7
      6-5-4 4-7-11
      1-2-4
      18-17-16 16-11-7 7-4-2
      31-24-18 18-12-7
      15-10-6 6-3-1 1-2-4 4-7-11
      50-40-31 31-23-16 16-11-7
      48-49-50
      46-47-48
      51-50-49 49-48-47
      53-52-51
      33-42-52 52-51-50 50-41-33 33-25-18
      29-38-48 48-47-46 46-37-29 29-22-16
      28-21-15
      45-36-28
      55-54-53 53-44-36 36-28-21 21-15-10
      27-35-44 44-43-42 42-34-27 27-26-25 25-32-40 40-39-38 38-30-23
      13-14-15 15-20-26 26-19-13 13-18-24 24-23-22 22-16-11 11-7-4 4-8-13 13-9-6 6-10-15
