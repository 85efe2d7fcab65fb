# The fewest moves on T7 from 4 empty to 8: 12 (a move: one or more
# consecutive jumps by the same peg), one solution of 660 with 12 moves.
# Written by `pegsol fewest --board T7 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T7
start 4
finish 8
moves 12
fewest 12
jumps 1-2-4
      7-4-2
      13-8-4
      24-18-13
      10-9-8
      2-4-7 7-8-9 9-13-18
      26-19-13
      21-20-19 19-13-8
      28-27-26 26-25-24 24-18-13 13-8-4
      16-11-7 7-4-2 2-5-9 9-14-20
      22-23-24 24-17-11 11-12-13
      3-6-10 10-15-21 21-20-19 19-13-8
