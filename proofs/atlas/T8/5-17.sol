# The fewest moves on T8 from 5 empty to 17: 15 (a move: one or more
# consecutive jumps by the same peg), one solution of 243601140 with 15 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 5
finish 17
moves 15
fewest 15
jumps 14-9-5
      18-13-9
      33-25-18
      11-12-13
      5-8-12 12-18-25 25-19-14 14-13-12
      21-20-19
      31-24-18 18-19-20
      22-16-11 11-17-24
      35-34-33 33-32-31 31-24-18
      36-28-21 21-27-34 34-26-19 19-18-17
      29-30-31 31-23-16 16-17-18
      4-7-11 11-12-13
      10-15-21 21-20-19 19-13-8
      1-2-4 4-8-13
      3-6-10 10-9-8 8-13-19 19-18-17
