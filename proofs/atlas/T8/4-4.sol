# The fewest moves on T8 from 4 empty to 4: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 3273482 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 4
finish 4
moves 14
fewest 14
jumps 1-2-4
      7-4-2
      16-11-7
      29-22-16
      24-17-11 11-16-22
      19-18-17
      21-20-19
      33-26-20
      31-32-33 33-25-18 18-17-16 16-22-29 29-30-31
      35-34-33
      36-28-21 21-27-34 34-33-32 32-31-30 30-23-17
      6-5-4 4-7-11
      9-13-18 18-17-16 16-11-7
      15-14-13 13-19-26 26-20-15 15-10-6 6-3-1 1-2-4 4-8-13 13-12-11 11-7-4
