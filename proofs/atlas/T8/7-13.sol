# The fewest moves on T8 from 7 empty to 13: 13 (a move: one or more
# consecutive jumps by the same peg), one solution of 1836 with 13 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 7
finish 13
moves 13
fewest 13
jumps 16-11-7
      29-22-16
      4-7-11 11-16-22
      18-12-7
      33-25-18
      6-5-4 4-7-11
      14-19-25 25-18-12 12-13-14 14-9-5 5-8-12
      21-20-19
      1-2-4
      35-34-33 33-26-20 20-19-18 18-17-16 16-11-7 7-4-2
      31-30-29 29-22-16 16-23-31 31-32-33
      36-28-21 21-27-34 34-33-32 32-24-17 17-12-8
      15-10-6 6-3-1 1-2-4 4-8-13
