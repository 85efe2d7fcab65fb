# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^20 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 8
finish 48
moves 20
jumps 10-9-8
      7-8-9
      21-15-10
      6-10-15
      16-11-7
      34-27-21 21-15-10
      51-42-34
      29-22-16
      53-52-51
      55-54-53
      46-37-29
      50-51-52 52-53-54
      4-7-11 11-16-22 22-29-37
      31-23-16
      48-49-50 50-40-31 31-30-29 29-37-46 46-47-48 48-39-31
      1-3-6 6-10-15
      36-45-55 55-54-53 53-44-36 36-28-21 21-15-10
      25-26-27 27-35-44 44-43-42 42-41-40 40-31-23 23-24-25 25-33-42
      13-18-24 24-32-41 41-42-43 43-34-26 26-20-15 15-10-6 6-9-13 13-12-11 11-16-22
      2-5-9 9-14-20 20-19-18 18-17-16 16-22-29 29-38-48
