# The fewest moves on T8 from 5 empty to 31: 15 (a move: one or more
# consecutive jumps by the same peg), one solution of 368599200 with 15 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 5
finish 31
moves 15
fewest 15
jumps 12-8-5
      19-13-8
      32-25-19
      15-14-13
      5-8-12 12-18-25 25-19-14
      16-17-18
      34-26-19 19-18-17
      28-21-15 15-20-26
      30-31-32 32-33-34 34-26-19
      29-22-16 16-23-31 31-24-18 18-19-20
      36-35-34 34-27-21 21-20-19 19-13-8
      6-9-13
      7-8-9 9-13-18
      1-3-6 6-10-15 15-14-13 13-18-24
      2-4-7 7-11-16 16-17-18 18-24-31
