# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 4
finish 6
moves 20
jumps 1-2-4
      7-4-2
      16-11-7
      29-22-16
      46-37-29
      24-17-11 11-16-22 22-29-37
      19-18-17
      21-20-19
      33-26-20 20-19-18 18-17-16
      50-41-33 33-25-18
      6-3-1 1-2-4 4-7-11 11-16-22 22-23-24 24-32-41
      52-51-50 50-41-33
      48-47-46 46-37-29 29-38-48 48-49-50
      54-53-52
      36-44-53 53-52-51 51-50-49 49-40-32
      55-45-36 36-28-21
      15-21-28 28-27-26 26-33-41
      42-43-44 44-35-27 27-34-42 42-41-40 40-39-38 38-30-23
      32-31-30 30-23-17
      13-14-15 15-10-6 6-5-4 4-8-13 13-12-11 11-17-24 24-18-13 13-9-6
