# A solution on T10 in 19 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^20 positions a level, within 19 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 4
finish 14
moves 19
jumps 1-2-4
      7-4-2
      16-11-7
      29-22-16
      13-12-11 11-16-22
      48-38-29 29-22-16
      46-47-48
      49-48-47
      51-50-49
      31-30-29 29-37-46 46-47-48 48-49-50
      53-52-51 51-50-49 49-39-30
      6-5-4 4-7-11 11-16-22
      15-14-13 13-8-4 4-2-1 1-3-6 6-10-15
      55-54-53
      33-32-31 31-30-29 29-22-16 16-23-31 31-40-50 50-41-33 33-42-52 52-53-54
      21-15-10
      36-45-55 55-54-53 53-44-36 36-28-21
      26-27-28 28-21-15 15-10-6 6-9-13 13-19-26
      25-24-23 23-17-12 12-18-25 25-26-27 27-35-44 44-43-42 42-34-27 27-20-14
