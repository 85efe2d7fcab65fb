# A solution on T10 in 19 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^20 positions a level, within 19 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 2
finish 40
moves 19
jumps 7-4-2
      16-11-7
      29-22-16
      24-17-11 11-16-22
      13-8-4 4-7-11
      10-9-8
      48-38-29 29-22-16 16-11-7 7-8-9
      21-15-10 10-9-8 8-12-17
      26-19-13 13-18-24 24-23-22
      36-28-21 21-20-19
      55-45-36
      3-6-10
      1-2-4 4-5-6 6-10-15 15-14-13 13-19-26 26-27-28 28-36-45
      46-47-48
      49-48-47
      51-50-49
      53-54-55 55-45-36 36-44-53 53-52-51
      33-42-52 52-51-50 50-49-48 48-47-46 46-37-29 29-22-16 16-17-18 18-25-33
      40-41-42 42-43-44 44-35-27 27-34-42 42-33-25 25-32-40 40-39-38 38-30-23 23-31-40
