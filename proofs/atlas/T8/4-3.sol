# The fewest moves on T8 from 4 empty to 3: 13 (a move: one or more
# consecutive jumps by the same peg), one solution of 944 with 13 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 4
finish 3
moves 13
fewest 13
jumps 1-2-4
      7-4-2
      16-11-7
      29-22-16
      13-12-11 11-16-22
      15-14-13
      25-19-14 14-13-12 12-18-25
      31-30-29 29-22-16 16-17-18
      34-26-19 19-18-17
      33-32-31 31-24-18 18-17-16
      6-10-15 15-20-26 26-25-24 24-23-22 22-16-11 11-7-4 4-8-13 13-9-6 6-5-4 4-2-1 1-3-6
      28-21-15
      36-35-34 34-27-21 21-15-10 10-6-3
