# The fewest moves on T8 from 4 empty to 33: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 13582496 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 4
finish 33
moves 14
fewest 14
jumps 11-7-4
      13-12-11
      15-14-13
      25-19-14 14-13-12 12-18-25
      34-26-19
      28-21-15 15-20-26
      16-17-18 18-19-20
      36-35-34 34-26-19
      32-24-17
      6-10-15
      30-31-32 32-33-34 34-27-21 21-15-10
      2-4-7 7-11-16 16-17-18
      1-3-6 6-10-15 15-20-26 26-19-13 13-8-4 4-5-6 6-9-13 13-18-24
      29-22-16 16-23-31 31-24-18 18-25-33
