# The fewest moves on T7 from 2 empty to 3: 12 (a move: one or more
# consecutive jumps by the same peg), one solution of 84 with 12 moves.
# Written by `pegsol fewest --board T7 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T7
start 2
finish 3
moves 12
fewest 12
jumps 7-4-2
      1-2-4
      16-11-7 7-4-2
      13-12-11
      26-19-13 13-8-4
      10-14-19
      28-27-26 26-19-13
      21-15-10 10-9-8 8-13-19
      24-25-26 26-20-15
      22-23-24 24-18-13
      2-4-7 7-11-16 16-17-18 18-19-20
      3-6-10 10-15-21 21-20-19 19-13-8 8-5-3
