# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 18
finish 48
moves 20
jumps 31-24-18
      13-18-24
      6-9-13
      16-23-31 31-24-18 18-13-9
      29-22-16 16-17-18
      7-11-16
      2-4-7
      26-25-24 24-18-13 13-9-6 6-5-4 4-7-11 11-16-22
      15-20-26 26-19-13 13-12-11
      50-40-31 31-30-29 29-22-16 16-11-7 7-8-9 9-14-20
      28-27-26 26-20-15 15-21-28
      36-28-21
      55-45-36
      1-3-6 6-10-15 15-21-28 28-36-45
      48-49-50
      46-47-48
      51-50-49 49-48-47
      53-54-55 55-45-36 36-44-53 53-52-51
      42-43-44 44-35-27 27-34-42
      33-42-52 52-51-50 50-41-33 33-32-31 31-39-48 48-47-46 46-37-29 29-38-48
