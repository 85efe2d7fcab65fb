# The fewest moves on T8 from 4 empty to 27: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 37998 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 4
finish 27
moves 14
fewest 14
jumps 1-2-4
      7-4-2
      16-11-7
      6-5-4 4-7-11
      31-23-16 16-11-7
      29-30-31
      32-31-30
      34-33-32
      36-35-34
      20-27-35 35-34-33 33-26-20
      15-20-26
      28-21-15 15-10-6 6-3-1 1-2-4 4-7-11
      18-25-33 33-32-31 31-30-29 29-22-16 16-11-7 7-12-18
      14-13-12 12-18-25 25-24-23 23-17-12 12-8-5 5-9-14 14-19-25 25-26-27
