# The fewest moves on T7 from 4 empty to 6: 12 (a move: one or more
# consecutive jumps by the same peg), one solution of 7125 with 12 moves.
# Written by `pegsol fewest --board T7 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T7
start 4
finish 6
moves 12
fewest 12
jumps 13-8-4
      26-19-13
      10-9-8 8-13-19
      24-18-13
      16-17-18 18-13-9
      7-12-18
      28-27-26 26-19-13
      21-15-10 10-9-8 8-13-19 19-18-17
      22-23-24 24-25-26 26-20-15 15-14-13
      2-4-7 7-11-16 16-17-18 18-13-9
      3-6-10 10-9-8 8-5-3
      1-3-6
