# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 8
finish 40
moves 20
jumps 10-9-8
      7-8-9
      16-11-7
      29-22-16
      4-7-11 11-16-22
      21-15-10
      1-2-4
      24-17-11
      48-38-29 29-22-16 16-11-7 7-4-2
      6-5-4 4-2-1 1-3-6 6-10-15
      36-28-21 21-15-10 10-9-8 8-12-17
      55-45-36
      46-47-48
      26-27-28 28-36-45
      49-48-47
      51-50-49
      53-54-55 55-45-36 36-44-53 53-52-51
      13-14-15 15-20-26 26-19-13 13-18-24 24-23-22
      33-42-52 52-51-50 50-49-48 48-47-46 46-37-29 29-22-16 16-17-18 18-25-33
      40-41-42 42-43-44 44-35-27 27-34-42 42-33-25 25-32-40 40-39-38 38-30-23 23-31-40
