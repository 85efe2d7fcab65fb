# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 8
finish 37
moves 20
jumps 10-9-8
      7-8-9
      21-15-10 10-9-8
      36-28-21
      3-6-10
      55-45-36
      16-11-7
      4-5-6 6-10-15 15-21-28 28-36-45
      29-22-16
      46-37-29
      1-2-4 4-7-11 11-16-22 22-29-37
      31-23-16
      48-47-46 46-37-29 29-30-31 31-39-48
      49-48-47 47-38-30
      33-32-31 31-30-29
      51-50-49 49-40-32
      53-54-55 55-45-36 36-44-53 53-52-51
      18-12-7 7-8-9 9-13-18 18-25-33 33-42-52 52-51-50 50-41-33
      27-35-44 44-43-42 42-34-27 27-26-25
      24-25-26 26-19-13 13-14-15 15-20-26 26-33-41 41-32-24 24-17-11 11-16-22 22-29-37
