# The fewest moves on T8 from 8 empty to 8: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 118274807 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 8
finish 8
moves 14
fewest 14
jumps 19-13-8
      4-8-13
      21-20-19 19-13-8
      33-26-20
      31-32-33
      34-33-32
      29-30-31 31-32-33
      36-28-21 21-20-19
      11-7-4 4-8-13 13-19-26 26-27-28
      10-15-21 21-28-36 36-35-34 34-33-32 32-25-19 19-14-10 10-9-8
      1-2-4
      22-16-11 11-12-13
      18-17-16 16-23-31 31-24-18 18-13-9 9-8-7 7-4-2 2-5-9
      3-6-10 10-9-8
