# The fewest moves on T8 from 5 empty to 25: 15 (a move: one or more
# consecutive jumps by the same peg), one solution of 2826180 with 15 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 5
finish 25
moves 15
fewest 15
jumps 12-8-5
      25-18-12
      10-9-8
      31-24-18 18-13-9
      29-30-31
      32-31-30
      34-33-32
      36-35-34
      16-22-29 29-30-31 31-32-33 33-34-35
      21-28-36 36-35-34 34-27-21 21-15-10
      6-10-15 15-14-13
      7-11-16
      2-4-7
      1-3-6 6-5-4 4-7-11 11-16-22 22-23-24
      12-13-14 14-20-27 27-26-25 25-24-23 23-17-12 12-8-5 5-9-14 14-19-25
