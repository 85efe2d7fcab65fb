# The fewest moves on T8 from 7 empty to 25: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 168170 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 7
finish 25
moves 14
fewest 14
jumps 16-11-7
      29-22-16
      24-17-11 11-16-22
      19-18-17
      31-23-16 16-17-18
      21-20-19 19-18-17
      33-26-20
      36-28-21 21-20-19
      4-7-11
      35-34-33 33-32-31 31-30-29 29-22-16 16-11-7 7-12-18
      10-15-21
      3-6-10
      1-2-4 4-5-6 6-10-15 15-21-28 28-27-26 26-25-24
      14-13-12 12-18-25 25-24-23 23-17-12 12-8-5 5-9-14 14-19-25
