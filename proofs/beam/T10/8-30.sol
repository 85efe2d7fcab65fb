# A solution on T10 in 21 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 21 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 8
finish 30
moves 21
jumps 10-9-8
      7-8-9
      21-15-10 10-9-8
      26-20-15
      16-11-7 7-8-9 9-14-20
      29-22-16
      2-4-7
      6-5-4 4-7-11 11-16-22
      36-28-21 21-15-10
      48-38-29 29-22-16
      55-45-36
      46-47-48
      1-3-6 6-10-15 15-20-26 26-27-28 28-36-45
      49-48-47
      51-50-49
      31-30-29 29-37-46 46-47-48 48-49-50
      53-54-55 55-45-36 36-44-53 53-52-51 51-50-49
      18-24-31 31-40-50 50-49-48 48-39-31
      41-32-24 24-23-22 22-16-11 11-17-24 24-25-26 26-33-41
      42-43-44 44-35-27 27-34-42 42-41-40 40-31-23
      19-13-8 8-12-17 17-23-30
