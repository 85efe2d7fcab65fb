# The fewest moves on T8 from 8 empty to 29: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 269583465 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 8
finish 29
moves 14
fewest 14
jumps 19-13-8
      21-20-19
      33-26-20
      4-8-13 13-19-26
      10-9-8
      17-18-19 19-20-21 21-15-10 10-14-19
      35-34-33 33-26-20 20-19-18
      31-32-33
      29-30-31
      36-28-21 21-27-34 34-33-32 32-31-30 30-23-17 17-24-32 32-25-19 19-18-17
      1-2-4
      7-8-9
      3-6-10 10-9-8
      16-17-18 18-12-7 7-8-9 9-5-2 2-4-7 7-11-16 16-22-29
