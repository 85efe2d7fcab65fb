# The fewest moves on T8 from 2 empty to 6: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 23185894 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 2
finish 6
moves 14
fewest 14
jumps 7-4-2
      1-2-4
      16-11-7 7-4-2
      29-22-16
      24-17-11 11-16-22
      19-18-17
      21-20-19
      33-26-20
      31-32-33 33-25-18 18-17-16 16-22-29 29-30-31
      35-34-33
      36-28-21 21-27-34 34-33-32 32-31-30 30-23-17
      6-3-1 1-2-4
      9-8-7 7-4-2 2-5-9 9-13-18
      15-14-13 13-12-11 11-17-24 24-18-13 13-19-26 26-20-15 15-10-6
