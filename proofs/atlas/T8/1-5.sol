# The fewest moves on T8 from 1 empty to 5: 15 (a move: one or more
# consecutive jumps by the same peg), one solution of 3043072 with 15 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 1
finish 5
moves 15
fewest 15
jumps 6-3-1
      15-10-6
      19-14-10 10-6-3
      32-25-19
      12-18-25 25-19-14 14-13-12
      16-17-18
      34-26-19 19-18-17
      28-21-15 15-20-26
      30-31-32 32-33-34 34-26-19
      29-22-16 16-23-31 31-24-18 18-19-20
      36-35-34 34-27-21 21-20-19
      1-3-6 6-9-13
      7-12-18 18-13-9
      2-4-7 7-11-16 16-17-18
      5-9-14 14-19-25 25-18-12 12-8-5
