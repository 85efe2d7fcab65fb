# A solution on T9 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^18 positions a level, within 18 moves.
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T9
start 1
finish 17
moves 18
jumps 6-3-1
      4-5-6
      10-6-3
      1-3-6
      21-15-10 10-6-3
      11-7-4 4-2-1 1-3-6
      26-20-15
      22-16-11
      41-33-26
      18-19-20 20-26-33 33-25-18 18-17-16 16-11-7 7-12-18
      36-28-21 21-15-10 10-14-19
      40-32-25 25-19-14 14-9-5
      43-35-28 28-27-26
      45-44-43 43-42-41
      37-29-22
      38-39-40 40-41-42 42-34-27 27-26-25 25-18-12
      31-30-29 29-22-16 16-23-31 31-24-18 18-13-9
      8-9-10 10-6-3 3-5-8 8-12-17
