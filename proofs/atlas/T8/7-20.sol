# The fewest moves on T8 from 7 empty to 20: 13 (a move: one or more
# consecutive jumps by the same peg), one solution of 264 with 13 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 7
finish 20
moves 13
fewest 13
jumps 16-11-7
      29-22-16
      13-12-11 11-16-22
      15-14-13
      4-7-11
      1-2-4
      31-23-16 16-11-7 7-4-2
      25-24-23 23-17-12 12-18-25 25-19-14 14-13-12
      6-3-1 1-2-4 4-8-13
      28-21-15 15-10-6
      34-26-19 19-13-8 8-9-10 10-6-3 3-5-8 8-12-17
      36-35-34 34-27-21 21-20-19
      33-32-31 31-30-29 29-22-16 16-17-18 18-19-20
