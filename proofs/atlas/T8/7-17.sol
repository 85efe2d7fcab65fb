# The fewest moves on T8 from 7 empty to 17: 13 (a move: one or more
# consecutive jumps by the same peg), one solution of 11642 with 13 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 7
finish 17
moves 13
fewest 13
jumps 16-11-7
      29-22-16
      13-12-11 11-16-22
      15-14-13
      25-19-14 14-13-12 12-18-25
      34-26-19
      6-9-13 13-19-26
      4-8-13
      36-35-34 34-26-19 19-13-8
      1-2-4 4-8-13
      31-30-29 29-22-16 16-23-31 31-24-18 18-13-9 9-5-2
      28-21-15 15-10-6 6-3-1 1-2-4 4-7-11 11-17-24
      32-33-34 34-27-21 21-20-19 19-25-32 32-24-17
