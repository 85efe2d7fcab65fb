# A short solution on T11 (66 holes): 23 moves (a move: one or more
# consecutive jumps by the same peg), one per line below. OEIS A127500 and
# G. I. Bell ("Solving Triangular Peg Solitaire", JIS 11 (2008)) give only
# 19 <= a(11) <= 28 for the fewest moves of any one-vacancy -> one-peg
# problem on T11; this solution lowers the upper bound to 23. Found by the
# merit's beam on 128-bit positions (`cargo run --release --example
# wide_beam -- 11 2 24 18`: a width of 2^18, 46 s; results/fewest.md). The
# verifier replays the jumps and counts the moves; nothing here says that
# fewer moves are impossible.
board T11
start 2
finish 11
moves 23
jumps 7-4-2
      16-11-7
      13-8-4 4-7-11
      1-2-4
      29-22-16 16-11-7 7-4-2
      6-3-1 1-2-4
      24-23-22
      26-25-24 24-18-13 13-12-11
      15-10-6 6-9-13
      46-37-29 29-22-16 16-11-7 7-4-2 2-5-9 9-13-18
      28-27-26
      45-36-28 28-21-15 15-14-13 13-18-24
      66-55-45
      53-44-36 36-45-55
      64-65-66 66-55-45
      62-63-64
      60-61-62
      58-59-60
      42-43-44 44-54-65 65-64-63 63-62-61 61-51-42 42-33-25 25-26-27 27-35-44
      40-41-42 42-34-27 27-20-14 14-19-25 25-24-23 23-31-40 40-49-59 59-60-61
      45-44-43 43-52-62 62-61-60 60-50-41 41-32-24
      48-39-31 31-24-18 18-17-16
      56-57-58 58-47-37 37-38-39 39-30-22 22-16-11
