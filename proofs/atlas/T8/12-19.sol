# The fewest moves on T8 from 12 empty to 19: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 139192 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 12
finish 19
moves 14
fewest 14
jumps 25-18-12
      7-12-18
      14-19-25 25-18-12 12-13-14
      31-24-18
      6-9-13 13-18-24
      33-32-31 31-24-18
      35-34-33
      29-30-31
      21-20-19 19-26-34 34-33-32 32-31-30
      16-23-31 31-30-29 29-22-16 16-11-7 7-8-9 9-14-20
      36-28-21 21-20-19
      2-4-7
      1-3-6 6-5-4 4-7-11 11-17-24 24-18-13 13-19-26
      10-15-21 21-27-34 34-26-19
