# A solution on T10 in 21 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 21 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 12
finish 6
moves 21
jumps 25-18-12
      7-12-18
      27-26-25 25-18-12
      2-4-7 7-12-18
      6-5-4
      40-32-25 25-18-12 12-8-5
      10-9-8
      16-17-18 18-13-9 9-8-7 7-4-2 2-5-9
      51-41-32 32-24-17
      1-3-6 6-9-13 13-19-26 26-33-41
      53-52-51 51-41-32
      55-54-53
      49-50-51
      47-48-49
      29-38-48 48-49-50 50-51-52 52-53-54
      46-37-29 29-22-16 16-17-18
      21-15-10
      36-45-55 55-54-53 53-44-36 36-28-21
      43-34-26 26-20-15 15-21-28 28-35-43 43-42-41 41-32-24
      23-31-40 40-39-38 38-30-23 23-24-25 25-18-12
      11-12-13 13-14-15 15-10-6
