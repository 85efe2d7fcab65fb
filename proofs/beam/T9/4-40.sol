# A solution on T9 in 17 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 4
finish 40
moves 17
jumps 1-2-4
      7-4-2
      16-11-7
      6-5-4 4-7-11
      29-22-16 16-11-7
      15-10-6 6-3-1 1-2-4 4-7-11
      26-20-15
      41-33-26
      18-19-20 20-26-33 33-25-18 18-17-16 16-11-7 7-12-18
      43-34-26
      21-15-10 10-14-19 19-26-34
      39-40-41 41-42-43 43-34-26
      36-28-21
      45-44-43 43-35-28 28-21-15
      37-38-39
      8-9-10 10-15-21 21-27-34 34-26-19
      23-24-25 25-18-12 12-13-14 14-19-25 25-32-40 40-39-38 38-30-23 23-31-40
