# The fewest moves on T8 from 1 empty to 1: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 267740 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 1
finish 1
moves 14
fewest 14
jumps 6-3-1
      15-10-6
      19-14-10 10-6-3
      32-25-19
      12-18-25 25-19-14 14-13-12
      34-26-19
      4-8-13 13-19-26
      28-21-15
      30-31-32 32-33-34 34-27-21 21-20-19
      16-23-31 31-24-18 18-19-20
      36-35-34 34-26-19 19-20-21 21-15-10 10-9-8
      7-12-18
      29-22-16 16-11-7
      1-3-6 6-5-4 4-8-13 13-18-24 24-17-11 11-7-4 4-2-1
