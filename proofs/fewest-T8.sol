# Fewest moves on T8: a solution of 13 moves (a move: one or more
# consecutive jumps by the same peg), one per line below. OEIS A127500 gives
# 13 as the fewest moves of any one-vacancy -> one-peg problem on T8
# (G. I. Bell, JIS 11 (2008)), and `pegsol fewest --board T8` finds the same
# (results/notes/fewest.md: 22 problems up to symmetry, this one the first). The
# verifier replays the jumps and counts the moves; that no solution is
# shorter rests on the search of `pegsol fewest --board T8` (README: "Fewest
# moves"), not on this file.
# The `fewest 13 board` line claims that no one-vacancy -> one-peg problem
# on T8 has a solution of fewer moves; the verifier's own search stops at
# T7, so it takes the claim on trust only when told to
# (--trust-fewest-above; docs/certificates.md).
board T8
start 2
finish 2
moves 13
fewest 13 board
jumps 7-4-2
      1-2-4
      16-11-7 7-4-2
      13-12-11
      15-14-13
      25-19-14 14-13-12 12-18-25
      34-26-19
      31-24-18 18-17-16 16-11-7
      6-9-13 13-19-26 26-25-24
      28-21-15 15-10-6 6-3-1 1-2-4 4-7-11
      29-30-31 31-24-18
      36-35-34 34-27-21 21-20-19 19-18-17 17-23-30
      33-32-31 31-30-29 29-22-16 16-11-7 7-8-9 9-5-2
