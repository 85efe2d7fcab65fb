# The fewest moves on T8 from 7 empty to 31: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 25814790 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 7
finish 31
moves 14
fewest 14
jumps 16-11-7
      29-22-16
      13-12-11 11-16-22
      15-14-13
      25-19-14 14-13-12 12-18-25
      31-23-16 16-17-18
      34-26-19 19-18-17
      6-9-13
      33-32-31 31-30-29 29-22-16 16-17-18 18-13-9
      28-21-15 15-10-6 6-9-13
      36-35-34 34-27-21 21-20-19 19-25-32 32-24-17
      4-7-11 11-17-24
      1-3-6 6-5-4
      2-4-7 7-8-9 9-13-18 18-24-31
