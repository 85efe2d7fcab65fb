# The fewest moves on T7 from 8 empty to 9: 13 (a move: one or more
# consecutive jumps by the same peg), one solution of 195023 with 13 moves.
# Written by `pegsol fewest --board T7 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T7
start 8
finish 9
moves 13
fewest 13
jumps 19-13-8
      4-8-13
      10-9-8 8-13-19
      26-19-13
      21-15-10 10-14-19
      24-25-26 26-20-15
      22-23-24
      12-18-25 25-24-23 23-17-12 12-13-14
      28-27-26 26-19-13
      1-2-4
      7-4-2 2-5-9 9-14-20
      3-6-10 10-15-21 21-20-19 19-13-8
      16-11-7 7-8-9
