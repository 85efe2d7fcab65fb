# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 8
finish 33
moves 20
jumps 10-9-8
      7-8-9
      16-11-7
      29-22-16
      4-7-11 11-16-22
      48-38-29 29-22-16
      21-15-10 10-9-8
      46-47-48
      49-48-47
      51-50-49
      53-52-51
      55-54-53
      31-30-29 29-37-46 46-47-48 48-39-31 31-40-50 50-51-52 52-53-54
      3-6-10
      36-45-55 55-54-53 53-44-36 36-28-21
      1-2-4 4-5-6 6-10-15 15-21-28
      34-35-36 36-28-21 21-27-34
      18-12-7 7-8-9 9-13-18 18-24-31
      26-19-13 13-14-15 15-20-26 26-25-24 24-23-22 22-16-11 11-17-24 24-31-39
      33-34-35 35-43-52 52-42-33 33-32-31 31-39-48 48-49-50 50-41-33
