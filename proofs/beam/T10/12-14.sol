# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 12
finish 14
moves 20
jumps 25-18-12
      7-12-18
      27-26-25 25-18-12
      15-20-26
      16-17-18 18-19-20
      40-32-25 25-26-27
      51-41-32 32-24-17
      28-21-15 15-20-26 26-33-41
      45-36-28
      6-10-15
      53-44-36 36-28-21 21-15-10 10-14-19
      29-22-16 16-11-7 7-12-18 18-19-20
      55-54-53 53-52-51 51-41-32
      2-4-7
      1-3-6 6-5-4 4-7-11 11-17-24 24-32-41
      49-50-51
      47-48-49
      46-37-29 29-38-48 48-49-50 50-51-52 52-42-33
      39-30-22 22-23-24
      27-35-44 44-43-42 42-41-40 40-31-23 23-24-25 25-33-42 42-34-27 27-20-14 14-13-12 12-8-5 5-9-14
