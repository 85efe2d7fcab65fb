# The fewest moves on T8 from 4 empty to 16: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 9117577 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 4
finish 16
moves 14
fewest 14
jumps 1-2-4
      7-4-2
      18-12-7
      33-25-18
      14-19-25 25-18-12 12-13-14
      21-20-19
      35-34-33 33-26-20
      31-32-33
      29-30-31
      36-28-21 21-27-34 34-33-32 32-31-30
      16-22-29 29-30-31 31-24-18
      6-9-13 13-18-24
      15-14-13 13-19-26 26-20-15 15-10-6 6-3-1 1-2-4
      7-8-9 9-5-2 2-4-7 7-11-16 16-17-18 18-24-31 31-23-16
