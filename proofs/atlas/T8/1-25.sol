# The fewest moves on T8 from 1 empty to 25: 15 (a move: one or more
# consecutive jumps by the same peg), one solution of 6001460 with 15 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 1
finish 25
moves 15
fewest 15
jumps 6-3-1
      15-10-6
      19-14-10 10-6-3
      34-26-19
      28-21-15 15-20-26
      18-19-20
      16-17-18
      32-33-34 34-26-19 19-18-17
      30-31-32
      29-22-16 16-17-18 18-25-33 33-32-31 31-24-18
      36-35-34 34-27-21 21-20-19 19-18-17
      7-11-16
      2-4-7
      1-3-6 6-5-4 4-7-11 11-16-22 22-23-24
      12-13-14 14-9-5 5-8-12 12-17-23 23-24-25
