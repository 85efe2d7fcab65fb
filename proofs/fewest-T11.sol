# A short solution on T11 (66 holes): 22 moves (a move: one or more
# consecutive jumps by the same peg), one per line below. OEIS A127500 and
# G. I. Bell ("Solving Triangular Peg Solitaire", JIS 11 (2008)) give only
# 19 <= a(11) <= 28 for the fewest moves of any one-vacancy -> one-peg
# problem on T11; this solution lowers the upper bound to 22. Found by the
# wide beam on 128-bit positions with a width of 2^18 (under a minute). Since the
# beam became one for both widths, `pegsol fewest --board T11 --start 2
# --beam 2^18 --moves 22` finds 22 moves again with another solution
# (results/notes/fewest.md). The
# verifier replays the jumps and counts the moves; nothing here says that
# fewer moves are impossible.
board T11
start 2
finish 45
moves 22
jumps 7-4-2
      1-2-4
      16-11-7 7-4-2
      29-22-16
      13-12-11 11-16-22
      15-14-13
      25-18-12 12-13-14
      6-5-4 4-2-1 1-3-6 6-10-15 15-14-13
      40-32-25 25-19-14 14-13-12 12-8-5 5-9-14
      28-21-15 15-14-13
      46-37-29 29-22-16 16-17-18
      45-36-28
      34-35-36 36-28-21 21-27-34 34-33-32
      59-49-40 40-32-25 25-18-12 12-13-14 14-20-27
      30-31-32 32-24-17 17-23-30 30-39-49
      58-47-37 37-38-39
      61-60-59 59-49-40 40-39-38 38-48-59
      52-43-35 35-27-20 20-26-33 33-42-52
      63-62-61 61-50-40 40-41-42
      66-55-45 45-44-43 43-52-62
      65-64-63 63-62-61
      56-57-58 58-59-60 60-61-62 62-51-41 41-42-43 43-53-64 64-54-45
