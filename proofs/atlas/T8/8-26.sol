# The fewest moves on T8 from 8 empty to 26: 14 (a move: one or more
# consecutive jumps by the same peg), one solution of 121757611 with 14 moves.
# Written by `pegsol fewest --board T8 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T8
start 8
finish 26
moves 14
fewest 14
jumps 19-13-8
      34-26-19
      24-18-13 13-19-26
      36-35-34 34-26-19
      32-33-34
      30-31-32
      16-23-31 31-32-33 33-34-35
      29-22-16 16-17-18
      4-8-13 13-19-26 26-25-24 24-18-13
      21-28-36 36-35-34 34-27-21 21-20-19 19-13-8 8-12-17
      10-14-19
      7-11-16 16-17-18 18-19-20
      3-6-10 10-15-21 21-20-19
      1-2-4 4-5-6 6-9-13 13-19-26
