# The fewest moves on T8 from 13 empty to 1: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 343000306 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 13
finish 1
moves 14
fewest 14
jumps 4-8-13
      19-13-8
      34-26-19
      36-35-34
      33-34-35
      31-32-33
      1-2-4 4-8-13 13-19-26
      21-28-36 36-35-34 34-27-21 21-20-19 19-26-34 34-33-32
      17-18-19
      29-30-31 31-32-33 33-25-18 18-19-20
      10-15-21 21-20-19
      3-6-10 10-9-8 8-12-17 17-23-30
      16-22-29 29-30-31 31-24-18 18-19-20 20-14-9 9-5-2
      11-7-4 4-2-1
