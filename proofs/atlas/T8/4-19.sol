# The fewest moves on T8 from 4 empty to 19: 13 (a move: one or more
# consecutive jumps by the same peg), one solution of 1360 with 13 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 4
finish 19
moves 13
fewest 13
jumps 1-2-4
      7-4-2
      16-11-7
      29-22-16
      6-5-4 4-7-11 11-16-22
      18-12-7
      33-25-18
      14-19-25 25-18-12 12-13-14 14-9-5 5-8-12
      21-20-19
      15-10-6 6-3-1 1-2-4 4-7-11
      35-34-33 33-26-20 20-19-18 18-17-16 16-11-7 7-12-18
      31-30-29 29-22-16 16-23-31 31-32-33
      36-28-21 21-27-34 34-33-32 32-24-17 17-18-19
