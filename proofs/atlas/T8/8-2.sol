# The fewest moves on T8 from 8 empty to 2: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 143179582 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 8
finish 2
moves 14
fewest 14
jumps 10-9-8
      18-13-9
      31-24-18
      26-19-13 13-18-24
      21-20-19
      33-32-31 31-24-18 18-19-20
      35-34-33
      11-17-24
      29-30-31 31-24-18
      36-28-21 21-27-34 34-33-32 32-25-19 19-20-21 21-15-10 10-14-19 19-18-17
      4-8-13
      1-2-4 4-7-11 11-17-24
      3-6-10 10-9-8 8-12-17 17-23-30
      16-22-29 29-30-31 31-24-18 18-13-9 9-5-2
