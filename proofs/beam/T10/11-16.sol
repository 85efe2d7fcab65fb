# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 11
finish 16
moves 20
jumps 4-7-11
      1-2-4
      18-12-7 7-4-2
      16-11-7
      6-3-1 1-2-4 4-7-11
      31-24-18 18-17-16 16-11-7
      48-39-31
      46-47-48
      49-48-47
      29-38-48 48-47-46 46-37-29 29-22-16
      15-10-6 6-5-4 4-7-11 11-16-22 22-30-39
      51-50-49 49-39-30 30-23-17
      53-52-51
      33-42-52 52-51-50 50-41-33 33-25-18
      28-21-15
      45-36-28
      55-54-53 53-44-36 36-28-21 21-15-10
      13-14-15 15-10-6 6-9-13 13-18-24 24-32-41 41-40-39 39-31-24 24-17-11
      27-35-44 44-43-42 42-34-27 27-26-25 25-19-14
      20-14-9 9-8-7 7-11-16
