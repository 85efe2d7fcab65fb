# A solution on T10 in 19 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 20 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 18
finish 51
moves 19
jumps 31-24-18
      29-30-31
      49-39-30
      13-18-24 24-31-39
      16-22-29 29-30-31
      47-48-49 49-39-30
      26-25-24 24-31-39
      7-11-16 16-23-31 31-30-29 29-38-48 48-39-31
      6-9-13 13-12-11 11-17-24 24-31-39
      2-4-7 7-8-9
      15-14-13 13-19-26 26-20-15 15-10-6 6-9-13
      51-50-49 49-39-30
      53-52-51
      46-37-29 29-30-31 31-40-50 50-51-52
      28-21-15
      45-36-28 28-27-26
      1-3-6
      42-41-40 40-32-25 25-33-42 42-34-27
      55-54-53 53-43-34 34-26-19 19-13-8 8-5-3 3-6-10 10-15-21 21-27-34 34-35-36 36-44-53 53-52-51
