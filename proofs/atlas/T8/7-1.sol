# The fewest moves on T8 from 7 empty to 1: 13 (a move: one or more
# consecutive jumps by the same peg), one solution of 166528 with 13 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 7
finish 1
moves 13
fewest 13
jumps 16-11-7
      29-22-16
      4-7-11 11-16-22
      18-12-7
      6-5-4 4-7-11
      33-25-18 18-17-16 16-11-7
      14-13-12 12-8-5 5-9-14 14-19-25
      21-20-19
      36-28-21
      35-34-33 33-26-20
      15-20-26
      31-32-33 33-26-20 20-19-18 18-24-31 31-30-29 29-22-16
      1-3-6 6-10-15 15-21-28 28-27-26 26-25-24 24-23-22 22-16-11 11-7-4 4-2-1
