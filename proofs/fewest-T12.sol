# A short solution on T12 (78 holes): 25 moves (a move: one or more
# consecutive jumps by the same peg), one per line below. OEIS A127500 and
# G. I. Bell ("Solving Triangular Peg Solitaire", JIS 11 (2008)) give only
# 21 <= a(12) <= 29 for the fewest moves of any one-vacancy -> one-peg
# problem on T12; this solution lowers the upper bound to 25. Found by the
# wide beam on 128-bit positions with a width of 2^17 (under a minute). Since the
# beam became one for both widths, `pegsol fewest --board T12 --start 4
# --beam 2^17 --moves 25` finds 25 moves again with another solution
# (results/notes/fewest.md). The
# verifier replays the jumps and counts the moves; nothing here says that
# fewer moves are impossible.
board T12
start 4
finish 15
moves 25
jumps 1-2-4
      7-4-2
      16-11-7
      29-22-16
      46-37-29
      67-56-46
      24-17-11 11-16-22 22-29-37 37-46-56
      6-5-4 4-7-11
      13-9-6 6-3-1 1-2-4 4-8-13 13-18-24 24-23-22
      15-14-13
      48-38-29 29-22-16 16-11-7 7-12-18 18-13-9
      26-20-15 15-10-6 6-9-13 13-19-26 26-25-24
      71-59-48
      40-39-38 38-30-23 23-24-25 25-32-40 40-49-59 59-48-38
      69-68-67 67-56-46 46-47-48
      73-72-71 71-70-69
      51-50-49 49-48-47 47-57-68 68-69-70 70-58-47 47-38-30 30-31-32 32-41-51 51-61-72
      43-34-26 26-33-41
      75-74-73 73-72-71 71-60-50 50-41-33
      45-44-43 43-42-41
      77-76-75
      55-65-76 76-75-74 74-62-51 51-41-32 32-33-34
      28-27-26 26-34-43 43-35-28 28-36-45
      78-66-55 55-45-36
      64-63-62 62-52-43 43-53-64 64-54-45 45-36-28 28-21-15
