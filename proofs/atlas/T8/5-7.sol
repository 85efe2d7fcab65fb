# The fewest moves on T8 from 5 empty to 7: 15 (a move: one or more
# consecutive jumps by the same peg), one solution of 207922648 with 15 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 5
finish 7
moves 15
fewest 15
jumps 12-8-5
      23-17-12
      19-18-17
      21-20-19 19-13-8
      33-26-20
      31-32-33
      29-30-31
      34-33-32 32-31-30
      36-35-34
      16-22-29 29-30-31 31-24-18 18-25-33 33-34-35
      10-15-21 21-28-36 36-35-34 34-27-21 21-20-19
      4-8-13
      1-2-4
      3-6-10 10-9-8
      7-8-9 9-14-20 20-19-18 18-17-16 16-11-7 7-12-18 18-13-9 9-5-2 2-4-7
