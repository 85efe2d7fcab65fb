# The fewest moves on T8 from 2 empty to 2: 13 (a move: one or more
# consecutive jumps by the same peg), one solution of 14 with 13 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 2
finish 2
moves 13
fewest 13
jumps 7-4-2
      1-2-4
      16-11-7 7-4-2
      13-12-11
      15-14-13
      25-19-14 14-13-12 12-18-25
      34-26-19
      31-24-18 18-17-16 16-11-7
      6-9-13 13-19-26 26-25-24
      29-30-31 31-24-18
      28-21-15 15-10-6 6-3-1 1-2-4 4-7-11
      36-35-34 34-27-21 21-20-19 19-18-17 17-23-30
      33-32-31 31-30-29 29-22-16 16-11-7 7-8-9 9-5-2
