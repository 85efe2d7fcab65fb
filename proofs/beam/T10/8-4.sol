# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 8
finish 4
moves 20
jumps 10-9-8
      7-8-9
      21-15-10 10-9-8
      36-28-21
      55-45-36
      26-20-15 15-21-28 28-36-45
      24-25-26 26-27-28
      53-54-55 55-45-36 36-28-21
      3-6-10
      4-5-6 6-10-15 15-21-28
      51-52-53 53-44-36 36-28-21
      49-50-51
      47-48-49
      16-11-7
      29-22-16
      1-2-4 4-7-11 11-16-22 22-23-24
      46-37-29 29-38-48 48-49-50 50-51-52
      34-43-53 53-52-51 51-42-34
      40-41-42 42-33-25 25-24-23 23-30-38 38-39-40
      13-14-15 15-21-28 28-35-43 43-34-26 26-19-13 13-12-11 11-17-24 24-32-41 41-40-39 39-31-24 24-18-13 13-8-4
