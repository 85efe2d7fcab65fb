# A solution on T10 in 21 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 21 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 8
finish 12
moves 21
jumps 10-9-8
      7-8-9
      16-11-7
      21-15-10
      29-22-16
      6-10-15
      34-27-21 21-15-10
      51-42-34
      53-52-51
      55-54-53
      50-51-52 52-53-54
      1-3-6 6-10-15
      36-45-55 55-54-53 53-44-36 36-28-21 21-15-10 10-9-8
      46-37-29
      4-7-11 11-16-22 22-29-37
      48-47-46 46-37-29
      31-40-50 50-49-48 48-39-31 31-23-16
      25-33-42 42-43-44 44-35-27 27-34-42 42-41-40 40-32-25 25-24-23
      13-12-11 11-16-22 22-30-39 39-38-37 37-29-22 22-23-24
      2-5-9
      14-20-27 27-26-25 25-24-23 23-17-12 12-18-25 25-19-14 14-9-5 5-8-12
