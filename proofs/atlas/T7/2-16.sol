# The fewest moves on T7 from 2 empty to 16: 13 (a move: one or more
# consecutive jumps by the same peg), one solution of 33234 with 13 moves.
# Written by `pegsol fewest --board T7 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T7
start 2
finish 16
moves 13
fewest 13
jumps 7-4-2
      13-8-4
      26-19-13
      10-9-8 8-13-19
      28-27-26 26-19-13
      24-25-26
      21-15-10 10-14-19
      12-13-14 14-20-27 27-26-25 25-19-14
      22-23-24 24-18-13
      3-6-10 10-14-19 19-13-8
      4-8-13
      1-2-4
      16-17-18 18-13-9 9-5-2 2-4-7 7-11-16
