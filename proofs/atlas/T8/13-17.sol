# The fewest moves on T8 from 13 empty to 17: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 108723637 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 13
finish 17
moves 14
fewest 14
jumps 6-9-13
      18-13-9
      31-24-18
      29-30-31
      32-31-30
      34-33-32
      36-35-34
      16-22-29 29-30-31 31-32-33 33-34-35
      26-19-13 13-18-24
      21-28-36 36-35-34 34-27-21 21-20-19
      7-12-18 18-19-20
      2-4-7 7-11-16 16-17-18 18-24-31
      1-3-6 6-5-4 4-8-13
      10-15-21 21-20-19 19-13-8 8-9-10 10-14-19 19-25-32 32-31-30 30-23-17
