# The fewest moves on T7 from 4 empty to 18: 12 (a move: one or more
# consecutive jumps by the same peg), one solution of 84 with 12 moves.
# Written by `pegsol fewest --board T7 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T7
start 4
finish 18
moves 12
fewest 12
jumps 1-2-4
      7-4-2
      16-11-7
      13-8-4 4-7-11
      26-19-13
      10-9-8 8-13-19
      28-27-26 26-19-13
      21-15-10 10-14-19 19-13-8
      24-18-13
      3-6-10
      22-23-24 24-25-26 26-20-15 15-10-6 6-5-4
      2-4-7 7-8-9 9-13-18 18-17-16 16-11-7 7-12-18
