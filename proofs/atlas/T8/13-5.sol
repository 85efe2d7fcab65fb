# The fewest moves on T8 from 13 empty to 5: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 1571424 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 13
finish 5
moves 14
fewest 14
jumps 6-9-13
      18-13-9
      15-10-6 6-9-13
      33-25-18 18-13-9
      31-32-33
      29-30-31
      34-33-32 32-31-30
      16-22-29 29-30-31 31-24-18
      28-21-15
      36-35-34 34-27-21 21-15-10
      7-11-16
      2-4-7
      1-3-6 6-10-15 15-14-13 13-9-6 6-5-4 4-7-11 11-16-22 22-23-24
      12-18-25 25-26-27 27-20-14 14-19-25 25-24-23 23-17-12 12-8-5
