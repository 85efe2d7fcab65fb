# The fewest moves on T8 from 5 empty to 13: 15 (a move: one or more
# consecutive jumps by the same peg), one solution of 233010234 with 15 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 5
finish 13
moves 15
fewest 15
jumps 14-9-5
      27-20-14
      18-19-20
      21-20-19
      31-24-18 18-19-20
      29-30-31
      32-31-30
      36-28-21
      15-21-28
      16-23-31 31-30-29 29-22-16 16-17-18
      34-33-32 32-25-19 19-26-34 34-35-36 36-28-21 21-20-19 19-18-17
      7-12-18 18-13-9
      6-9-13
      2-4-7 7-11-16 16-17-18 18-13-9
      1-3-6 6-10-15 15-14-13 13-8-4 4-5-6 6-9-13
