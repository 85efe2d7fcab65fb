# The fewest moves on T7 from 4 empty to 2: 12 (a move: one or more
# consecutive jumps by the same peg), one solution of 244 with 12 moves.
# Written by `pegsol fewest --board T7 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T7
start 4
finish 2
moves 12
fewest 12
jumps 1-2-4
      7-4-2
      6-3-1 1-2-4
      13-9-6
      24-18-13
      16-11-7 7-8-9 9-13-18
      26-19-13
      28-27-26 26-25-24 24-17-11
      10-14-19 19-13-8 8-12-17
      22-23-24 24-18-13
      21-15-10 10-6-3 3-5-8 8-13-19
      20-19-18 18-17-16 16-11-7 7-4-2
