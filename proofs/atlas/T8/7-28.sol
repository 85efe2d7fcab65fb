# The fewest moves on T8 from 7 empty to 28: 13 (a move: one or more
# consecutive jumps by the same peg), one solution of 192 with 13 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 7
finish 28
moves 13
fewest 13
jumps 16-11-7
      29-22-16
      4-7-11 11-16-22
      18-12-7
      33-25-18
      14-19-25 25-18-12 12-13-14
      21-20-19
      31-30-29 29-22-16 16-23-31 31-24-18 18-19-20
      1-2-4 4-7-11 11-17-24
      6-9-13
      35-34-33 33-32-31 31-24-18 18-13-9 9-5-2
      36-28-21 21-20-19 19-26-34 34-27-21
      15-14-13 13-8-4 4-2-1 1-3-6 6-10-15 15-21-28
