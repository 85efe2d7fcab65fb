# The fewest moves on T8 from 12 empty to 15: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 197124 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 12
finish 15
moves 14
fewest 14
jumps 25-18-12
      7-12-18
      14-19-25 25-18-12 12-13-14
      34-26-19
      15-14-13 13-19-26
      32-33-34 34-26-19
      30-31-32
      16-23-31 31-32-33
      28-21-15 15-20-26
      29-22-16 16-17-18 18-19-20
      36-35-34 34-27-21 21-20-19 19-26-34 34-33-32 32-24-17
      6-9-13
      2-4-7 7-11-16 16-17-18 18-13-9
      1-3-6 6-5-4 4-8-13 13-9-6 6-10-15
