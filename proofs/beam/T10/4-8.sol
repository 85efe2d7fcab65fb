# A solution on T10 in 18 moves (a move: consecutive jumps of one peg),
# found by a beam of 2^23 positions a level, within 18 moves
# (`pegsol fewest --board T10 --start 4 --beam 2^23 --moves 18 --backward 2^30`).
# An upper bound on the fewest moves, not a proof that fewer are impossible;
# `pegsol verify FILE` replays it.
board T10
start 4
finish 8
moves 18
jumps 1-2-4
      7-4-2
      16-11-7
      29-22-16
      46-37-29
      13-8-4 4-7-11 11-16-22 22-29-37
      6-3-1 1-2-4
      15-14-13 13-12-11
      28-21-15 15-10-6 6-9-13
      34-27-21
      51-42-34
      53-52-51
      31-23-16 16-11-7 7-4-2 2-5-9
      50-51-52
      45-36-28 28-21-15
      48-47-46 46-37-29 29-38-48 48-49-50 50-40-31
      25-26-27 27-34-42 42-33-25 25-24-23 23-30-38 38-39-40 40-32-25 25-19-14 14-13-12 12-17-23
      55-54-53 53-43-34 34-35-36 36-44-53 53-52-51 51-41-32 32-31-30 30-23-17 17-18-19 19-20-21 21-15-10 10-9-8
