# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 11
finish 54
moves 20
jumps 4-7-11
      1-2-4
      16-11-7 7-4-2
      24-17-11
      19-18-17
      29-22-16 16-17-18
      34-26-19 19-18-17
      53-43-34
      28-35-43 43-34-26 26-25-24 24-23-22
      15-21-28 28-27-26
      6-5-4 4-2-1 1-3-6 6-10-15
      46-37-29 29-22-16 16-11-7 7-12-18
      45-36-28
      55-54-53 53-44-36 36-28-21 21-15-10 10-14-19
      51-42-34
      49-50-51 51-52-53
      47-48-49
      38-30-23 23-17-12 12-13-14 14-19-25 25-18-12 12-8-5 5-9-14 14-20-27
      40-32-25 25-33-42
      31-39-48 48-49-50 50-41-33 33-34-35 35-27-20 20-26-33 33-42-52 52-53-54
