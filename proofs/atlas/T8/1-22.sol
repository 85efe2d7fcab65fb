# The fewest moves on T8 from 1 empty to 22: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 4368 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 1
finish 22
moves 14
fewest 14
jumps 4-2-1
      11-7-4
      18-12-7 7-4-2
      33-25-18
      14-19-25 25-18-12 12-13-14
      31-24-18
      6-9-13 13-18-24
      21-20-19
      1-2-4 4-8-13
      35-34-33 33-32-31 31-24-18 18-19-20 20-14-9 9-5-2
      36-28-21 21-27-34 34-26-19 19-13-8
      22-23-24
      29-30-31 31-24-18
      15-10-6 6-3-1 1-2-4 4-8-13 13-18-24 24-17-11 11-16-22
