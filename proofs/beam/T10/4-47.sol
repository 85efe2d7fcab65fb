# A solution on T10 in 19 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 4
finish 47
moves 19
jumps 1-2-4
      7-4-2
      16-11-7
      29-22-16
      6-3-1 1-2-4 4-7-11 11-16-22
      13-12-11
      46-37-29 29-22-16 16-11-7
      31-30-29
      48-39-31 31-23-16
      15-10-6 6-5-4 4-7-11 11-16-22 22-29-37
      50-40-31
      52-51-50 50-49-48 48-47-46 46-37-29 29-38-48
      34-42-51
      54-53-52 52-51-50
      28-21-15 15-14-13
      36-44-53 53-43-34 34-27-21
      55-45-36 36-35-34
      25-26-27 27-34-42 42-33-25 25-32-40 40-31-23 23-17-12 12-18-25 25-19-14 14-9-5 5-8-12
      21-20-19 19-13-8 8-12-17 17-24-32 32-41-51 51-50-49 49-48-47
