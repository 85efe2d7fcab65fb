# Fewest moves on T6: a solution of 9 moves (a move: one or more
# consecutive jumps by the same peg), one per line below. OEIS A127500 gives
# 9 as the fewest moves of any one-vacancy -> one-peg problem on T6
# (G. I. Bell, JIS 11 (2008)). The verifier replays the jumps and counts the
# moves. The `fewest 9 board` line claims that no one-vacancy -> one-peg
# problem on T6 has a solution of fewer moves, as `pegsol fewest --board
# T6` finds; the verifier checks it by its own search (on T4 to T6 by
# default, on T7 with --search-fewest-up-to T7; docs/certificates.md).
board T6
start 2
finish 2
moves 9
fewest 9 board
jumps 7-4-2
      1-2-4
      9-8-7 7-4-2
      19-13-8
      6-5-4 4-8-13
      15-10-6 6-3-1 1-2-4
      17-18-19 19-13-8
      21-20-19
      16-11-7 7-8-9 9-14-20 20-19-18 18-12-7 7-4-2
