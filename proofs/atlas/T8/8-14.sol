# The fewest moves on T8 from 8 empty to 14: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 1481080 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 8
finish 14
moves 14
fewest 14
jumps 10-9-8
      18-13-9
      31-24-18
      29-30-31
      32-31-30
      34-33-32
      36-35-34
      4-8-13 13-18-24
      16-22-29 29-30-31 31-24-18 18-17-16 16-23-31 31-32-33 33-34-35
      21-28-36 36-35-34 34-27-21 21-15-10 10-9-8 8-12-17
      3-6-10
      1-2-4 4-5-6 6-10-15 15-14-13
      7-11-16 16-17-18
      25-26-27 27-20-14 14-13-12 12-18-25 25-19-14
