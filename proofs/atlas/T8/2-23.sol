# The fewest moves on T8 from 2 empty to 23: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 117636 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 2
finish 23
moves 14
fewest 14
jumps 7-4-2
      16-11-7
      6-5-4 4-7-11
      1-2-4
      18-12-7 7-4-2
      20-19-18 18-17-16 16-11-7
      35-27-20
      33-34-35
      36-35-34 34-26-19
      29-22-16
      15-20-26
      28-21-15 15-10-6 6-3-1 1-2-4 4-7-11 11-16-22
      31-30-29 29-22-16 16-23-31 31-32-33 33-25-18 18-19-20
      14-13-12 12-8-5 5-9-14 14-20-27 27-26-25 25-24-23
