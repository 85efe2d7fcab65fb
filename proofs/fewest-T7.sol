# Fewest moves on T7: a solution of 12 moves (a move: one or more
# consecutive jumps by the same peg), one per line below. OEIS A127500 gives
# 12 as the fewest moves of any one-vacancy -> one-peg problem on T7
# (G. I. Bell, JIS 11 (2008)). The verifier replays the jumps and counts the
# moves. The `fewest 12 board` line claims that no one-vacancy -> one-peg
# problem on T7 has a solution of fewer moves, as `pegsol fewest --board
# T7` finds; the verifier checks it by its own search (on T4 to T6 by
# default, on T7 with --search-fewest-up-to T7; docs/certificates.md).
board T7
start 2
finish 3
moves 12
fewest 12 board
jumps 7-4-2
      1-2-4
      16-11-7 7-4-2
      13-8-4
      26-19-13
      10-9-8 8-13-19
      24-25-26 26-19-13 13-12-11
      22-23-24 24-18-13
      21-20-19
      2-4-7 7-11-16 16-17-18 18-13-9 9-14-20
      28-27-26 26-19-13
      3-6-10 10-15-21 21-20-19 19-13-8 8-5-3
