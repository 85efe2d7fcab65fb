# The fewest moves on T7 from 2 empty to 9: 13 (a move: one or more
# consecutive jumps by the same peg), one solution of 38748 with 13 moves.
# Written by `pegsol fewest --board T7 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T7
start 2
finish 9
moves 13
fewest 13
jumps 7-4-2
      13-8-4
      26-19-13
      10-9-8 8-13-19
      24-18-13
      22-23-24
      16-11-7 7-12-18 18-13-9
      28-27-26 26-19-13
      25-24-23 23-17-12
      3-5-8 8-13-19
      21-15-10 10-6-3
      1-3-6 6-9-13 13-14-15 15-20-26 26-19-13
      2-4-7 7-12-18 18-13-9
