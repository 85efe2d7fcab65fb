# Fewest moves on T5: a solution of 9 moves (a move: one or more
# consecutive jumps by the same peg), one per line below. OEIS A127500 gives
# 9 as the fewest moves of any one-vacancy -> one-peg problem on T5
# (G. I. Bell, JIS 11 (2008)). The verifier replays the jumps and counts the
# moves. The `fewest 9 board` line claims that no one-vacancy -> one-peg
# problem on T5 has a solution of fewer moves, as `pegsol fewest --board
# T5` finds; the verifier checks it by its own search (on T4 to T6 by
# default, on T7 with --search-fewest-up-to T7; docs/certificates.md).
board T5
start 4
finish 4
moves 9
fewest 9 board
jumps 1-2-4
      7-4-2
      6-5-4 4-2-1 1-3-6
      10-6-3
      13-9-6
      11-12-13
      3-6-10
      14-13-12 12-8-5
      15-10-6 6-5-4
