# A solution on T10 in 19 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^20 positions a level, within 19 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 4
finish 45
moves 19
jumps 1-2-4
      7-4-2
      16-11-7
      29-22-16
      13-12-11 11-16-22
      6-3-1 1-2-4 4-7-11
      31-30-29 29-22-16 16-11-7
      15-14-13 13-9-6 6-5-4 4-7-11
      50-40-31 31-23-16 16-11-7 7-8-9
      28-21-15 15-10-6 6-9-13
      34-27-21
      51-42-34
      53-52-51
      55-54-53
      48-49-50 50-51-52 52-53-54
      36-45-55 55-54-53 53-44-36
      46-47-48 48-39-31
      25-26-27 27-35-44 44-43-42 42-41-40 40-32-25 25-33-42 42-34-27 27-20-14 14-13-12 12-17-23 23-24-25 25-19-14
      37-38-39 39-31-24 24-18-13 13-14-15 15-21-28 28-36-45
