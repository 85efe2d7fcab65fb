# The fewest moves on T8 from 2 empty to 29: 13 (a move: one or more
# consecutive jumps by the same peg), one solution of 166528 with 13 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 2
finish 29
moves 13
fewest 13
jumps 7-4-2
      1-2-4
      18-12-7 7-4-2
      33-25-18
      14-19-25 25-18-12 12-13-14
      21-20-19
      31-24-18 18-19-20
      16-17-18
      36-28-21 21-20-19 19-18-17
      35-34-33 33-32-31 31-23-16 16-17-18
      6-5-4 4-2-1 1-3-6 6-9-13 13-18-24
      10-15-21 21-27-34 34-26-19
      29-30-31 31-24-18 18-19-20 20-14-9 9-8-7 7-11-16 16-22-29
