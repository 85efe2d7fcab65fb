# The fewest moves on T8 from 8 empty to 32: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 144527491 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 8
finish 32
moves 14
fewest 14
jumps 19-13-8
      34-26-19
      36-35-34
      33-34-35
      31-32-33
      29-30-31
      24-18-13 13-19-26
      21-28-36 36-35-34 34-27-21 21-20-19 19-26-34 34-33-32 32-31-30
      16-23-31 31-30-29 29-22-16 16-17-18
      4-8-13
      1-2-4
      10-9-8 8-13-19 19-18-17
      7-12-18 18-17-16 16-11-7 7-4-2 2-5-9 9-14-20
      3-6-10 10-15-21 21-20-19 19-25-32
