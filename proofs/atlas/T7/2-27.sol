# The fewest moves on T7 from 2 empty to 27: 12 (a move: one or more
# consecutive jumps by the same peg), one solution of 432 with 12 moves.
# Written by `pegsol fewest --board T7 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T7
start 2
finish 27
moves 12
fewest 12
jumps 7-4-2
      1-2-4
      18-12-7 7-4-2
      9-13-18
      15-14-13
      27-20-14 14-13-12
      24-18-13
      6-3-1 1-2-4
      16-11-7 7-12-18 18-13-9 9-8-7 7-4-2 2-5-9
      22-23-24
      28-21-15 15-10-6 6-9-13
      25-24-23 23-17-12 12-13-14 14-19-25 25-26-27
