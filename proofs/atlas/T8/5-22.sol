# The fewest moves on T8 from 5 empty to 22: 15 (a move: one or more
# consecutive jumps by the same peg), one solution of 196940481 with 15 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 5
finish 22
moves 15
fewest 15
jumps 14-9-5
      18-13-9
      31-24-18
      26-19-13 13-18-24
      33-32-31 31-24-18
      35-34-33
      29-30-31
      21-27-34 34-33-32 32-31-30
      36-28-21 21-20-19
      6-9-13 13-19-26 26-25-24 24-18-13
      16-23-31 31-30-29 29-22-16 16-17-18 18-13-9
      1-3-6 6-9-13
      7-8-9 9-13-18 18-12-7 7-11-16
      2-4-7
      15-10-6 6-5-4 4-7-11 11-16-22
