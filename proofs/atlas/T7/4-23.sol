# The fewest moves on T7 from 4 empty to 23: 12 (a move: one or more
# consecutive jumps by the same peg), one solution of 1106 with 12 moves.
# Written by `pegsol fewest --board T7 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T7
start 4
finish 23
moves 12
fewest 12
jumps 11-7-4
      22-16-11
      2-4-7 7-11-16
      13-12-11
      15-14-13 13-8-4
      25-19-14
      28-21-15 15-14-13
      27-26-25 25-18-12 12-13-14
      6-9-13
      1-3-6 6-10-15 15-20-26
      16-11-7 7-4-2 2-5-9 9-14-20
      23-24-25 25-26-27 27-20-14 14-13-12 12-17-23
