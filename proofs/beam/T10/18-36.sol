# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 18
finish 36
moves 20
jumps 31-24-18
      29-30-31
      49-39-30
      13-18-24 24-31-39
      16-22-29 29-30-31
      51-50-49 49-39-30
      53-52-51
      33-42-52 52-51-50 50-41-33 33-25-18
      6-9-13 13-18-24 24-23-22 22-30-39 39-31-24
      7-11-16 16-17-18 18-24-31 31-32-33
      2-4-7 7-12-18
      15-10-6 6-5-4 4-8-13 13-18-24
      47-48-49
      46-37-29 29-38-48 48-49-50 50-40-31 31-24-18
      28-21-15
      45-36-28
      55-54-53 53-44-36 36-28-21 21-15-10
      1-3-6 6-10-15 15-14-13
      27-34-42 42-33-25 25-18-12 12-13-14 14-20-27 27-35-44
      19-26-34 34-43-53 53-44-36
