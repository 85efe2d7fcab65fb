# The fewest moves on T7 from 8 empty to 4: 12 (a move: one or more
# consecutive jumps by the same peg), one solution of 1350 with 12 moves.
# Written by `pegsol fewest --board T7 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T7
start 8
finish 4
moves 12
fewest 12
jumps 19-13-8
      4-8-13
      10-9-8 8-13-19
      26-19-13
      21-20-19 19-13-8
      24-18-13
      7-8-9 9-13-18
      28-27-26 26-25-24 24-18-13
      1-2-4
      16-11-7 7-4-2 2-5-9 9-14-20
      3-6-10 10-15-21 21-20-19 19-13-8
      22-23-24 24-17-11 11-12-13 13-8-4
