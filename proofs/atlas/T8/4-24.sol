# The fewest moves on T8 from 4 empty to 24: 13 (a move: one or more
# consecutive jumps by the same peg), one solution of 94 with 13 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 4
finish 24
moves 13
fewest 13
jumps 1-2-4
      7-4-2
      16-11-7
      29-22-16
      6-5-4 4-7-11 11-16-22
      18-12-7
      33-25-18
      14-19-25 25-18-12 12-8-5
      31-30-29 29-22-16 16-17-18
      35-34-33 33-32-31
      21-27-34 34-26-19 19-18-17 17-24-32 32-31-30 30-23-17
      36-28-21 21-20-19 19-13-8
      15-10-6 6-5-4 4-8-13 13-9-6 6-3-1 1-2-4 4-7-11 11-17-24
