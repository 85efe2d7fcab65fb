# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 8
finish 27
moves 20
jumps 10-9-8
      7-8-9
      21-15-10 10-9-8
      36-28-21
      3-6-10
      4-5-6 6-10-15 15-21-28
      53-44-36 36-28-21
      55-54-53
      52-53-54
      16-11-7
      50-51-52
      1-2-4 4-7-11
      29-22-16 16-11-7 7-8-9
      34-35-36 36-45-55 55-54-53 53-52-51
      46-37-29
      24-23-22 22-29-37
      48-47-46 46-37-29 29-38-48 48-49-50 50-51-52
      19-13-8 8-9-10 10-14-19 19-26-34 34-43-53 53-52-51 51-42-34
      41-32-24 24-17-11 11-12-13 13-18-24 24-25-26 26-27-28 28-21-15 15-20-26 26-33-41
      40-39-38 38-30-23 23-31-40 40-41-42 42-34-27
