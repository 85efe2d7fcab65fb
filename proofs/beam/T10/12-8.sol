# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 12
finish 8
moves 20
jumps 25-18-12
      7-12-18
      16-11-7
      4-7-11
      1-2-4
      31-23-16 16-11-7 7-4-2
      50-40-31
      27-26-25 25-24-23 23-31-40 40-32-25 25-18-12
      51-41-32
      15-20-26 26-33-41
      53-52-51
      29-30-31 31-32-33 33-42-52 52-51-50 50-41-33
      46-37-29 29-22-16 16-17-18 18-19-20
      28-21-15 15-20-26
      45-36-28
      6-5-4 4-2-1 1-3-6 6-10-15
      48-49-50
      55-54-53 53-44-36 36-28-21 21-15-10 10-14-19
      12-8-5 5-9-14 14-19-25 25-33-42 42-43-44 44-35-27 27-34-42
      47-38-30 30-39-49 49-50-51 51-42-34 34-26-19 19-13-8
