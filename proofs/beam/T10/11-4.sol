# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 11
finish 4
moves 20
jumps 4-7-11
      16-11-7
      6-5-4 4-7-11
      1-2-4
      18-17-16 16-11-7 7-4-2
      31-24-18 18-12-7
      48-39-31
      29-22-16
      15-10-6 6-3-1 1-2-4 4-7-11 11-16-22 22-30-39 39-31-24
      33-32-31
      51-41-32 32-31-30 30-23-17
      53-52-51
      50-51-52 52-42-33 33-25-18 18-17-16
      28-21-15
      46-47-48 48-49-50 50-40-31
      45-36-28
      55-54-53 53-44-36 36-28-21 21-15-10
      27-35-44 44-43-42 42-34-27 27-26-25 25-24-23
      14-13-12
      37-38-39 39-31-24 24-23-22 22-16-11 11-12-13 13-19-26 26-20-15 15-10-6 6-9-13 13-8-4
