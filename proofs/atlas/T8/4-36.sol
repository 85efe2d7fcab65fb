# The fewest moves on T8 from 4 empty to 36: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 4650680 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 4
finish 36
moves 14
fewest 14
jumps 11-7-4
      22-16-11
      18-12-7 7-11-16
      33-25-18
      14-19-25 25-18-12 12-13-14
      34-26-19
      36-35-34
      31-24-18
      15-20-26 26-19-13 13-18-24 24-23-22 22-16-11
      29-30-31 31-32-33 33-34-35 35-27-20
      6-9-13
      2-4-7 7-11-16 16-17-18 18-13-9
      1-3-6 6-5-4 4-8-13 13-9-6 6-10-15
      21-20-19 19-14-10 10-15-21 21-28-36
