# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 2
finish 24
moves 20
jumps 7-4-2
      1-2-4
      16-11-7 7-4-2
      29-22-16
      46-37-29
      24-17-11 11-16-22 22-29-37
      19-18-17
      33-25-18 18-12-7
      21-20-19
      50-41-33 33-26-20 20-19-18 18-17-16
      6-5-4 4-7-11 11-16-22 22-23-24 24-32-41
      48-47-46 46-37-29 29-38-48 48-49-50 50-41-33
      36-28-21
      15-21-28 28-27-26 26-33-41
      52-51-50
      54-53-52
      55-45-36 36-44-53 53-52-51 51-50-49 49-40-32
      42-43-44 44-35-27 27-34-42 42-41-40 40-39-38 38-30-23 23-31-40 40-32-25
      10-14-19
      13-8-4 4-2-1 1-3-6 6-9-13 13-19-26 26-25-24
