# The fewest moves on T7 from 2 empty to 4: 12 (a move: one or more
# consecutive jumps by the same peg), one solution of 1720 with 12 moves.
# Written by `pegsol fewest --board T7 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T7
start 2
finish 4
moves 12
fewest 12
jumps 7-4-2
      13-8-4
      26-19-13
      10-9-8 8-13-19
      28-27-26 26-19-13
      21-15-10 10-14-19 19-13-8
      3-6-10
      16-11-7 7-8-9
      24-25-26 26-20-15 15-10-6 6-9-13 13-12-11
      22-23-24 24-18-13
      2-5-9 9-13-18 18-17-16 16-11-7 7-4-2
      1-2-4
