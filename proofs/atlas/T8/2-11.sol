# The fewest moves on T8 from 2 empty to 11: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 14896081 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 2
finish 11
moves 14
fewest 14
jumps 7-4-2
      16-11-7
      29-22-16
      24-17-11 11-16-22
      19-18-17
      21-20-19
      33-25-18 18-19-20
      31-23-16 16-17-18
      36-28-21 21-20-19 19-18-17
      35-34-33 33-32-31 31-30-29 29-22-16 16-17-18
      10-15-21 21-27-34 34-26-19 19-18-17
      3-6-10
      9-13-18
      1-2-4 4-5-6 6-10-15 15-14-13 13-12-11 11-17-24 24-18-13 13-8-4 4-7-11
