# The fewest moves on T8 from 13 empty to 22: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 63298687 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 13
finish 22
moves 14
fewest 14
jumps 6-9-13
      18-13-9
      31-24-18
      29-30-31
      32-31-30
      34-33-32
      36-35-34
      26-19-13 13-18-24
      16-22-29 29-30-31 31-24-18 18-17-16 16-23-31 31-32-33 33-34-35
      21-28-36 36-35-34 34-27-21 21-20-19
      1-3-6 6-9-13 13-19-26
      7-8-9 9-14-20 20-26-33 33-25-18 18-12-7 7-11-16
      2-4-7
      15-10-6 6-5-4 4-7-11 11-16-22
