# A solution on T10 in 21 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 22 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 12
finish 29
moves 21
jumps 25-18-12
      7-12-18
      16-11-7
      4-7-11
      1-2-4
      31-23-16 16-11-7 7-4-2
      50-40-31
      27-26-25 25-32-40 40-31-23 23-17-12 12-18-25
      51-41-32 32-24-17
      15-20-26 26-25-24
      53-52-51
      6-5-4 4-2-1 1-3-6 6-10-15
      29-22-16 16-17-18 18-19-20
      55-54-53
      48-49-50 50-51-52 52-53-54
      46-47-48 48-39-31 31-24-18
      21-15-10 10-14-19 19-18-17
      36-45-55 55-54-53 53-44-36 36-28-21 21-20-19
      42-43-44 44-35-27 27-34-42 42-33-25 25-19-14 14-13-12
      37-38-39 39-30-22
      9-8-7 7-12-18 18-17-16 16-22-29
