# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^20 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 8
finish 36
moves 20
jumps 10-9-8
      7-8-9
      21-15-10 10-9-8
      36-28-21
      3-6-10
      55-45-36
      4-5-6 6-10-15 15-21-28 28-36-45
      16-11-7
      53-54-55 55-45-36
      29-22-16
      51-52-53
      49-50-51
      33-42-52 52-53-54
      47-48-49
      1-2-4 4-7-11 11-16-22
      46-37-29 29-38-48 48-49-50 50-51-52
      31-32-33
      18-17-16 16-22-29 29-30-31 31-24-18 18-12-7 7-8-9 9-13-18
      26-19-13 13-14-15 15-20-26 26-27-28 28-36-45
      34-35-36 36-45-55 55-54-53 53-52-51 51-41-32 32-40-49 49-39-30 30-23-17 17-18-19 19-25-32 32-33-34 34-43-53 53-44-36
