# The fewest moves on T7 from 2 empty to 15: 12 (a move: one or more
# consecutive jumps by the same peg), one solution of 1336 with 12 moves.
# Written by `pegsol fewest --board T7 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T7
start 2
finish 15
moves 12
fewest 12
jumps 7-4-2
      1-2-4
      18-12-7 7-4-2
      9-13-18
      15-14-13
      23-17-12 12-13-14
      25-24-23
      28-21-15 15-14-13
      27-26-25 25-18-12 12-13-14
      6-5-4 4-2-1 1-3-6 6-10-15 15-14-13
      16-11-7 7-8-9 9-13-18
      22-23-24 24-18-13 13-19-26 26-20-15
