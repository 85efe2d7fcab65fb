# Fewest moves on T4: a solution of 5 moves (a move: one or more
# consecutive jumps by the same peg), one per line below. OEIS A127500 gives
# 5 as the fewest moves of any one-vacancy -> one-peg problem on T4
# (G. I. Bell, JIS 11 (2008)). The verifier replays the jumps and counts the
# moves. The `fewest 5 board` line claims that no one-vacancy -> one-peg
# problem on T4 has a solution of fewer moves, as `pegsol fewest --board
# T4` finds; the verifier checks it by its own search (on T4 to T6 by
# default, on T7 with --search-fewest-up-to T7; docs/certificates.md).
board T4
start 2
finish 3
moves 5
fewest 5 board
jumps 7-4-2
      1-2-4
      9-8-7 7-4-2
      6-5-4 4-2-1 1-3-6
      10-6-3
