# The fewest moves on T8 from 4 empty to 9: 13 (a move: one or more
# consecutive jumps by the same peg), one solution of 972 with 13 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 4
finish 9
moves 13
fewest 13
jumps 1-2-4
      7-4-2
      16-11-7
      6-5-4 4-7-11
      31-23-16 16-11-7
      29-22-16
      15-10-6 6-3-1 1-2-4 4-7-11 11-16-22
      28-21-15
      34-27-21 21-15-10
      36-35-34
      13-14-15 15-10-6 6-9-13 13-12-11
      25-24-23 23-17-12 12-18-25 25-19-14 14-20-27
      33-34-35 35-27-20 20-26-33 33-32-31 31-30-29 29-22-16 16-11-7 7-8-9
