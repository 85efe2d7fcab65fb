# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 8
finish 51
moves 20
jumps 10-9-8
      21-15-10
      6-10-15
      7-8-9
      34-27-21 21-15-10 10-9-8
      51-42-34
      16-11-7 7-8-9
      53-52-51
      29-22-16
      55-54-53
      46-37-29
      2-4-7
      1-3-6 6-5-4 4-7-11 11-16-22 22-29-37
      50-51-52 52-53-54
      48-47-46 46-37-29 29-38-48 48-49-50
      40-41-42 42-34-27
      36-28-21
      19-13-8 8-9-10 10-14-19 19-26-34 34-43-53 53-54-55 55-45-36
      24-25-26 26-27-28 28-36-45 45-44-43 43-35-28 28-21-15 15-20-26 26-33-41 41-32-24 24-17-11 11-12-13 13-18-24
      30-31-32 32-24-17 17-23-30 30-39-49 49-50-51
