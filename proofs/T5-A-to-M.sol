# A hand-written solution file (see the README, "Certificates and the
# verifier"): T5 with hole A empty, finishing at M, one of the 16,128 such
# solutions (seed 003). Jumps are from-over-to or from-to, in either case.
board T5
start A
finish M
jumps D-B-A F-E-D A-C-F G-D-B J-F-C L-H-E M-I-F
      b-i c-j o-f F-I-M N-M-L K-M
