# The fewest moves on T7 from 8 empty to 3: 12 (a move: one or more
# consecutive jumps by the same peg), one solution of 18 with 12 moves.
# Written by `pegsol fewest --board T7 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T7
start 8
finish 3
moves 12
fewest 12
jumps 19-13-8
      4-8-13
      10-14-19 19-13-8
      1-2-4 4-8-13
      3-6-10 10-9-8 8-13-19
      11-12-13
      25-19-14 14-13-12
      22-16-11 11-12-13
      27-26-25 25-18-12 12-13-14 14-20-27
      23-24-25
      28-27-26 26-25-24 24-17-11 11-7-4 4-5-6
      21-15-10 10-6-3
