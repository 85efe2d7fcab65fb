# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 2
finish 3
moves 20
jumps 7-4-2
      1-2-4
      16-11-7 7-4-2
      29-22-16
      46-37-29
      24-23-22 22-29-37
      13-18-24 24-17-11 11-16-22
      48-47-46 46-37-29 29-22-16
      6-9-13 13-12-11 11-16-22
      50-49-48 48-38-29 29-22-16
      33-25-18
      52-51-50 50-41-33 33-42-52
      15-14-13 13-18-24 24-32-41
      53-52-51 51-41-32
      28-21-15 15-10-6 6-3-1 1-2-4 4-8-13
      45-36-28
      55-54-53 53-44-36 36-28-21
      27-35-44 44-43-42 42-34-27 27-26-25 25-19-14 14-13-12
      39-40-41 41-32-24 24-31-39 39-30-22 22-16-11 11-12-13
      21-20-19 19-13-8 8-5-3
