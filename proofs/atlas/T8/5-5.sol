# The fewest moves on T8 from 5 empty to 5: 15 (a move: one or more
# consecutive jumps by the same peg), one solution of 1813192 with 15 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 5
finish 5
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
      7-11-16 16-17-18
      21-28-36 36-35-34 34-27-21 21-15-10
      6-10-15 15-14-13 13-18-24
      2-4-7 7-12-18
      1-3-6 6-5-4 4-8-13
      23-24-25 25-26-27 27-20-14 14-13-12 12-18-25 25-19-14 14-9-5
