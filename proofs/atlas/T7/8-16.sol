# The fewest moves on T7 from 8 empty to 16: 12 (a move: one or more
# consecutive jumps by the same peg), one solution of 144 with 12 moves.
# Written by `pegsol fewest --board T7 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T7
start 8
finish 16
moves 12
fewest 12
jumps 19-13-8
      4-8-13
      10-9-8 8-13-19
      24-18-13
      16-17-18 18-13-9
      26-19-13
      21-15-10 10-9-8 8-13-19
      28-27-26 26-19-13 13-14-15
      3-6-10 10-15-21 21-20-19
      1-2-4
      22-23-24 24-25-26 26-19-13
      7-12-18 18-13-9 9-5-2 2-4-7 7-11-16
