# The fewest moves on T7 from 4 empty to 26: 12 (a move: one or more
# consecutive jumps by the same peg), one solution of 5938 with 12 moves.
# Written by `pegsol fewest --board T7 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T7
start 4
finish 26
moves 12
fewest 12
jumps 13-8-4
      26-19-13
      28-27-26
      10-14-19 19-13-8
      25-26-27 27-20-14
      3-6-10 10-14-19
      11-12-13
      23-24-25 25-19-14 14-13-12
      22-16-11 11-17-24 24-18-13 13-9-6
      4-8-13
      21-15-10 10-6-3 3-5-8 8-13-19
      1-2-4 4-7-11 11-12-13 13-19-26
