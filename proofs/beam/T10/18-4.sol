# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 18
finish 4
moves 20
jumps 31-24-18
      13-18-24
      6-9-13
      48-39-31 31-24-18 18-13-9
      22-30-39
      11-16-22 22-23-24
      37-29-22
      33-25-18 18-17-16 16-22-29 29-38-48 48-39-31 31-24-18
      50-41-33 33-32-31
      4-5-6 6-9-13 13-12-11 11-7-4 4-8-13 13-18-24 24-31-39 39-40-41
      52-51-50 50-41-33 33-42-52
      53-52-51
      55-54-53
      46-47-48 48-49-50 50-51-52 52-53-54
      1-3-6
      10-6-3
      21-15-10
      36-45-55 55-54-53 53-44-36 36-28-21
      27-35-44 44-43-42 42-34-27
      26-27-28 28-21-15 15-14-13 13-19-26 26-20-15 15-10-6 6-3-1 1-2-4
