# The fewest moves on T8 from 13 empty to 31: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 206448144 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 13
finish 31
moves 14
fewest 14
jumps 4-8-13
      19-13-8
      21-20-19
      18-19-20
      34-27-21 21-20-19
      36-35-34
      33-34-35
      31-32-33 33-25-18 18-19-20
      10-14-19 19-26-34 34-35-36 36-28-21 21-20-19
      29-30-31 31-24-18 18-19-20
      16-17-18
      3-6-10 10-15-21 21-20-19 19-18-17 17-23-30
      1-2-4 4-5-6 6-9-13
      7-8-9 9-13-18 18-12-7 7-11-16 16-22-29 29-30-31
