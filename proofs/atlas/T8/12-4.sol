# The fewest moves on T8 from 12 empty to 4: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 2912584 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 12
finish 4
moves 14
fewest 14
jumps 14-13-12
      11-12-13
      25-19-14 14-13-12 12-18-25
      34-26-19
      36-35-34
      33-34-35
      31-32-33
      29-30-31
      21-28-36 36-35-34 34-33-32 32-31-30
      10-15-21
      16-22-29 29-30-31 31-24-18 18-17-16
      4-8-13 13-19-26 26-27-28 28-21-15
      3-6-10 10-15-21 21-20-19
      1-2-4 4-5-6 6-9-13 13-19-26 26-25-24 24-23-22 22-16-11 11-7-4
