# A solution on T10 in 19 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 11
finish 9
moves 19
jumps 4-7-11
      1-2-4
      18-12-7 7-4-2
      16-11-7
      29-22-16 16-17-18
      32-24-17
      26-25-24 24-23-22
      6-3-1 1-2-4 4-7-11
      46-37-29 29-22-16 16-11-7
      51-41-32
      15-10-6 6-5-4 4-7-11 11-17-24 24-32-41
      53-52-51 51-41-32
      28-21-15 15-20-26 26-33-41 41-32-24
      49-40-32
      45-36-28 28-27-26
      47-48-49 49-50-51
      55-54-53
      14-9-5 5-8-12 12-18-25 25-24-23 23-31-40
      35-44-54 54-53-52 52-51-50 50-40-31 31-30-29 29-38-48 48-39-31 31-32-33 33-34-35 35-43-52 52-42-33 33-26-20 20-19-18 18-13-9
