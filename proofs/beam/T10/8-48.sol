# A solution on T10 in 21 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 21 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 8
finish 48
moves 21
jumps 10-9-8
      21-15-10
      6-10-15
      7-8-9
      34-27-21 21-15-10 10-9-8
      51-42-34
      16-11-7 7-8-9
      53-52-51
      29-22-16
      55-54-53
      46-37-29
      2-4-7
      1-3-6 6-5-4 4-7-11 11-16-22 22-29-37
      50-51-52 52-53-54
      36-45-55 55-54-53 53-44-36 36-28-21
      31-23-16
      48-49-50 50-40-31 31-30-29 29-37-46 46-47-48 48-39-31
      25-26-27 27-35-44 44-43-42 42-41-40 40-31-23 23-24-25 25-33-42
      13-19-26 26-34-43 43-42-41 41-32-24 24-17-11 11-16-22
      21-20-19 19-14-10 10-9-8 8-12-17
      18-17-16 16-22-29 29-38-48
