# The fewest moves on T8 from 2 empty to 14: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 168170 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 2
finish 14
moves 14
fewest 14
jumps 7-4-2
      1-2-4
      18-12-7 7-4-2
      33-25-18
      14-19-25 25-18-12 12-13-14
      21-20-19
      35-34-33 33-26-20 20-19-18
      31-32-33
      29-30-31
      36-28-21 21-27-34 34-33-32 32-31-30
      6-9-13
      15-10-6 6-3-1 1-2-4
      16-23-31 31-30-29 29-22-16 16-11-7 7-4-2 2-5-9
      14-13-12 12-18-25 25-24-23 23-17-12 12-8-5 5-9-14
