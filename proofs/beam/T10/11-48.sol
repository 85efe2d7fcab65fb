# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 11
finish 48
moves 20
jumps 4-7-11
      1-2-4
      16-11-7 7-4-2
      24-17-11
      19-18-17
      34-26-19
      53-43-34
      15-20-26 26-34-43
      29-22-16 16-11-7 7-12-18 18-19-20
      6-5-4 4-2-1 1-3-6 6-10-15 15-20-26 26-25-24 24-23-22
      28-21-15
      51-52-53 53-43-34 34-27-21 21-15-10 10-14-19
      49-50-51
      47-48-49
      45-36-28 28-35-43
      46-37-29 29-38-48 48-49-50 50-51-52 52-43-35
      55-54-53 53-44-36 36-35-34
      41-42-43 43-34-26 26-33-41 41-32-24
      40-31-23 23-24-25 25-19-14 14-13-12
      9-8-7 7-12-18 18-17-16 16-22-29 29-30-31 31-39-48
