# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 8
finish 54
moves 20
jumps 10-9-8
      7-8-9
      16-11-7
      29-22-16
      46-37-29
      24-17-11 11-16-22 22-29-37
      21-15-10 10-9-8 8-12-17
      36-28-21
      3-6-10
      4-5-6 6-10-15 15-21-28
      53-44-36 36-28-21
      55-54-53
      26-27-28 28-21-15 15-20-26 26-25-24 24-23-22
      52-53-54
      50-51-52
      48-38-29 29-22-16
      1-2-4 4-7-11 11-16-22
      34-35-36 36-45-55 55-54-53 53-52-51 51-42-34
      40-39-38 38-30-23 23-31-40 40-32-25 25-33-42 42-43-44
      18-19-20 20-14-9 9-13-18 18-17-16 16-22-29 29-37-46 46-47-48 48-49-50 50-41-33 33-34-35 35-44-54
