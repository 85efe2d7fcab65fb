# The fewest moves on T8 from 12 empty to 12: 15 (a move: one or more
# consecutive jumps by the same peg), one solution of 13097612 with 15 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 12
finish 12
moves 15
fewest 15
jumps 14-13-12
      11-12-13
      25-19-14 14-13-12 12-18-25
      4-8-13
      34-26-19 19-13-8
      36-35-34
      33-34-35
      31-24-18
      22-16-11 11-7-4 4-8-13 13-18-24
      21-28-36 36-35-34 34-27-21 21-20-19
      29-30-31 31-32-33 33-25-18 18-24-31 31-23-16 16-17-18 18-19-20
      10-9-8
      1-2-4 4-8-13
      3-6-10 10-15-21 21-20-19 19-13-8
      5-8-12
