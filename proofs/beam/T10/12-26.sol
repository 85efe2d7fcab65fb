# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^20 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 12
finish 26
moves 20
jumps 25-18-12
      7-12-18
      27-26-25 25-18-12
      15-20-26
      6-10-15
      16-11-7 7-12-18 18-19-20
      21-15-10 10-14-19
      40-32-25 25-26-27 27-20-14 14-13-12
      29-22-16 16-17-18
      2-4-7
      51-41-32 32-24-17
      1-3-6 6-5-4 4-7-11 11-12-13 13-19-26 26-33-41
      49-50-51 51-41-32
      53-52-51
      55-54-53
      47-48-49
      46-37-29 29-38-48 48-49-50 50-51-52 52-53-54
      36-45-55 55-54-53 53-44-36 36-28-21
      23-31-40 40-39-38 38-30-23 23-17-12 12-8-5 5-9-14
      43-42-41 41-32-24 24-18-13 13-14-15 15-21-28 28-35-43 43-34-26
