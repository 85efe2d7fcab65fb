# A solution on T10 in 19 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 4
finish 35
moves 19
jumps 1-2-4
      7-4-2
      16-11-7
      6-5-4 4-7-11
      31-23-16 16-11-7
      29-22-16
      13-12-11 11-16-22
      48-38-29 29-22-16
      46-37-29
      15-10-6 6-3-1 1-2-4 4-7-11 11-16-22 22-29-37
      50-49-48 48-47-46 46-37-29 29-30-31 31-40-50
      51-50-49
      28-21-15 15-14-13
      45-36-28
      34-35-36 36-28-21 21-27-34
      53-52-51
      55-54-53
      25-26-27 27-20-14 14-13-12 12-18-25 25-24-23 23-17-12 12-8-5 5-9-14 14-19-25 25-32-40
      33-34-35 35-44-54 54-53-52 52-51-50 50-49-48 48-39-31 31-40-50 50-41-33 33-42-52 52-43-35
