# A solution on T10 in 20 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 4
finish 2
moves 20
jumps 1-2-4
      7-4-2
      16-11-7
      29-22-16
      6-3-1 1-2-4 4-7-11 11-16-22
      31-30-29 29-22-16
      33-32-31
      49-39-30 30-31-32
      51-50-49
      53-52-51
      18-25-33 33-42-52 52-51-50 50-41-33 33-32-31 31-24-18 18-12-7
      46-37-29
      15-10-6 6-5-4 4-7-11 11-16-22 22-29-37
      28-21-15
      45-36-28
      48-47-46 46-37-29 29-38-48 48-49-50 50-40-31 31-23-16 16-17-18
      55-54-53 53-44-36 36-28-21 21-15-10
      27-35-44 44-43-42 42-34-27 27-26-25 25-18-12
      13-14-15 15-10-6 6-9-13 13-8-4
      20-19-18 18-12-7 7-4-2
