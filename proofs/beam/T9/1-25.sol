# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 1
finish 25
moves 18
jumps 4-2-1
      13-8-4
      26-19-13
      43-34-26
      10-14-19 19-26-34
      41-42-43 43-34-26
      21-15-10 10-9-8 8-13-19 19-26-34
      45-44-43 43-34-26
      36-28-21 21-20-19 19-26-34
      39-40-41 41-33-26 26-27-28 28-35-43 43-34-26
      7-4-2
      1-2-4
      16-11-7 7-4-2 2-5-9
      29-22-16
      37-38-39 39-30-22 22-16-11 11-12-13
      3-6-10 10-9-8 8-13-19
      18-19-20 20-26-33 33-25-18
      23-24-25 25-32-40 40-31-23 23-17-12 12-18-25
