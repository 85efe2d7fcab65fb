# Fewest moves on T9: a solution of 16 moves (a move: one or more
# consecutive jumps by the same peg), one per line below. OEIS A127500 gives
# 16 as the fewest moves of any one-vacancy -> one-peg problem on T9 (G. I.
# Bell, JIS 11 (2008)); Bell's page on large triangles names 2 -> 45 (his a2
# -> i9) as a problem reaching it. Found by `pegsol solve --board T9 --start
# 2 --finish 45 --shortest --memory-limit 18GiB` (results/notes/fewest.md): its
# searches within 15 moves and fewer meet nowhere, and the merit's beam
# (shortest::beam) found this solution within 16. The verifier replays the
# jumps and counts the moves; that no solution is shorter rests on the
# search of `pegsol fewest --board T9` (no one-vacancy -> one-peg solution
# within 15 moves, results/notes/fewest.md; README: "Fewest moves"), not on this
# file.
# The `fewest 16 board` line claims that no one-vacancy -> one-peg problem
# on T9 has a solution of fewer moves; the verifier's own search stops at
# T7, so it takes the claim on trust only when told to
# (--trust-fewest-above; docs/certificates.md).
board T9
start 2
finish 45
moves 16
fewest 16 board
jumps 7-4-2
      1-2-4
      9-8-7 7-4-2
      19-13-8
      24-18-13
      6-3-1 1-2-4
      39-31-24
      16-11-7 7-4-2 2-5-9 9-13-18 18-24-31
      41-32-24 24-17-11
      29-22-16 16-11-7 7-8-9
      43-42-41 41-40-39 39-31-24
      15-10-6 6-9-13
      28-21-15
      45-36-28
      34-35-36 36-28-21 21-20-19 19-26-34 34-33-32 32-24-17 17-12-8 8-13-19 19-14-10 10-15-21 21-27-34
      37-38-39 39-30-22 22-23-24 24-25-26 26-34-43 43-44-45
