# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^20 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 12
finish 45
moves 20
jumps 25-18-12
      40-32-25
      34-33-32
      53-43-34
      28-35-43
      15-21-28
      6-10-15
      7-12-18 18-25-33 33-34-35
      36-28-21 21-15-10
      51-42-34 34-27-21
      55-45-36
      4-5-6 6-10-15 15-21-28 28-36-45
      49-50-51 51-52-53 53-54-55 55-45-36 36-35-34 34-43-53 53-44-36
      47-48-49
      29-38-48 48-49-50 50-41-33
      1-2-4
      16-11-7 7-4-2
      46-37-29 29-22-16 16-17-18
      23-31-40 40-39-38 38-30-23 23-24-25 25-26-27
      13-14-15 15-20-26 26-33-41 41-32-24 24-18-13 13-8-4 4-2-1 1-3-6 6-9-13 13-19-26 26-27-28 28-36-45
