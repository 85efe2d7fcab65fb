# The fewest moves on T8 from 1 empty to 17: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 7650 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 1
finish 17
moves 14
fewest 14
jumps 6-3-1
      15-10-6
      19-14-10 10-6-3
      32-25-19
      12-18-25 25-19-14 14-13-12
      16-17-18
      28-21-15
      34-33-32 32-24-17 17-18-19 19-26-34 34-27-21 21-15-10
      1-3-6 6-10-15 15-20-26
      4-8-13
      36-35-34 34-26-19 19-13-8 8-5-3
      29-22-16
      11-12-13 13-9-6 6-3-1 1-2-4 4-7-11 11-16-22 22-23-24
      30-31-32 32-24-17
