# The fewest moves on T8 from 1 empty to 7: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 7896 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 1
finish 7
moves 14
fewest 14
jumps 6-3-1
      15-10-6
      28-21-15
      34-27-21 21-15-10 10-6-3
      19-14-10
      4-5-6 6-10-15
      1-3-6
      32-33-34 34-26-19 19-20-21 21-15-10 10-6-3
      30-31-32
      16-23-31 31-32-33
      36-35-34 34-33-32 32-25-19
      12-13-14 14-19-25 25-18-12 12-17-23
      11-7-4 4-2-1 1-3-6 6-9-13
      29-22-16 16-23-31 31-24-18 18-13-9 9-8-7
