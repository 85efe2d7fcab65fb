# The fewest moves on T7 from 8 empty to 27: 13 (a move: one or more
# consecutive jumps by the same peg), one solution of 200363 with 13 moves.
# Written by `pegsol fewest --board T7 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T7
start 8
finish 27
moves 13
fewest 13
jumps 19-13-8
      4-8-13
      10-9-8 8-13-19
      24-18-13
      7-12-18 18-13-9
      26-19-13
      21-15-10 10-9-8
      16-11-7 7-8-9 9-13-18
      28-27-26 26-25-24 24-18-13
      3-6-10
      1-2-4 4-5-6 6-10-15 15-20-26
      22-23-24
      14-13-12 12-17-23 23-24-25 25-26-27
