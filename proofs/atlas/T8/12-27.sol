# The fewest moves on T8 from 12 empty to 27: 15 (a move: one or more
# consecutive jumps by the same peg), one solution of 7851604 with 15 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 12
finish 27
moves 15
fewest 15
jumps 14-13-12
      11-12-13
      25-19-14 14-13-12 12-18-25
      31-24-18
      4-7-11 11-17-24
      21-20-19 19-18-17
      33-26-20
      35-34-33 33-32-31 31-24-18 18-25-33
      29-30-31
      36-28-21 21-27-34 34-33-32 32-31-30
      16-23-31 31-30-29 29-22-16 16-17-18
      10-15-21 21-20-19
      1-2-4 4-8-13 13-19-26
      3-6-10 10-9-8
      5-8-12 12-18-25 25-26-27
