# Fewest moves on T6: a solution of 9 moves (a move: one or more
# consecutive jumps by the same peg), one per line below. OEIS A127500 gives
# 9 as the fewest moves of any one-vacancy -> one-peg problem on T6
# (G. I. Bell, JIS 11 (2008)). The verifier replays the jumps and counts the
# moves; that no solution is shorter rests on the search of `pegsol fewest
# --board T6` (README: "Fewest moves"), not on this file.
board T6
start 2
finish 2
moves 9
jumps 7-4-2
      1-2-4
      9-8-7 7-4-2
      19-13-8
      6-5-4 4-8-13
      15-10-6 6-3-1 1-2-4
      17-18-19 19-13-8
      21-20-19
      16-11-7 7-8-9 9-14-20 20-19-18 18-12-7 7-4-2
