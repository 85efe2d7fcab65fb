# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^20 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 12
finish 35
moves 20
jumps 25-18-12
      7-12-18
      40-32-25 25-18-12
      51-41-32
      27-26-25 25-32-40
      15-20-26 26-33-41
      16-11-7 7-12-18 18-19-20
      28-21-15 15-20-26
      2-4-7
      29-22-16 16-17-18
      6-10-15
      45-36-28
      53-44-36 36-28-21 21-15-10 10-14-19
      49-50-51 51-41-32 32-24-17
      1-3-6 6-5-4 4-7-11 11-17-24
      47-48-49
      46-37-29 29-38-48 48-49-50
      55-54-53 53-52-51 51-50-49 49-40-32 32-24-17
      23-31-40 40-39-38 38-30-23 23-17-12 12-13-14 14-9-5 5-8-12 12-18-25
      35-34-33 33-25-18 18-19-20 20-26-33 33-42-52 52-43-35
