#include "textflag.h"

// func prefetchEntries(words *uint64, idx *int, n int)
TEXT ·prefetchEntries(SB), NOSPLIT, $0-24
	MOVQ words+0(FP), AX
	MOVQ idx+8(FP), BX
	MOVQ n+16(FP), CX
loop:
	TESTQ CX, CX
	JEQ done
	MOVQ (BX), DX
	SHRQ $5, DX
	PREFETCHT0 (AX)(DX*8)
	ADDQ $8, BX
	DECQ CX
	JMP loop
done:
	RET
