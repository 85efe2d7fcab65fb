# A solution on T10 in 21 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 21 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 8
finish 36
moves 21
jumps 10-9-8
      7-8-9
      3-6-10 10-9-8
      16-11-7
      4-7-11
      21-15-10
      31-23-16 16-11-7 7-8-9
      50-40-31
      36-28-21
      55-45-36
      1-2-4 4-5-6 6-10-15 15-21-28 28-36-45
      48-49-50
      46-47-48
      51-50-49 49-48-47
      29-38-48 48-47-46 46-37-29 29-22-16
      34-27-21
      53-54-55 55-45-36 36-44-53 53-52-51 51-42-34
      25-26-27 27-35-44 44-43-42 42-41-40 40-31-23 23-24-25 25-33-42
      39-30-22 22-16-11 11-17-24 24-32-41 41-42-43 43-34-26 26-20-15 15-21-28
      13-14-15
      19-18-17 17-12-8 8-9-10 10-15-21 21-28-36
