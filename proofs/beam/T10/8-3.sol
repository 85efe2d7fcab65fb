# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 8
finish 3
moves 20
jumps 10-9-8
      21-15-10
      6-10-15
      34-27-21 21-15-10
      51-42-34
      53-52-51
      55-54-53
      50-51-52 52-53-54
      1-3-6 6-10-15
      4-5-6
      36-45-55 55-54-53 53-44-36 36-28-21 21-15-10 10-6-3
      11-7-4 4-2-1 1-3-6
      22-16-11
      31-23-16 16-11-7 7-8-9
      37-29-22
      48-38-29 29-22-16
      46-47-48 48-49-50 50-40-31
      25-26-27 27-35-44 44-43-42 42-41-40 40-39-38 38-30-23 23-24-25 25-32-40 40-31-23
      13-14-15 15-20-26 26-19-13 13-18-24 24-23-22 22-16-11 11-17-24
      34-33-32 32-24-17 17-12-8 8-9-10 10-6-3
