#include "textflag.h"

// func prefetchOffsets(base unsafe.Pointer, offs *int, n int)
TEXT ·prefetchOffsets(SB), NOSPLIT, $0-24
	MOVQ base+0(FP), AX
	MOVQ offs+8(FP), BX
	MOVQ n+16(FP), CX
loop:
	TESTQ CX, CX
	JEQ done
	MOVQ (BX), DX
	PREFETCHT0 (AX)(DX*1)
	ADDQ $8, BX
	DECQ CX
	JMP loop
done:
	RET
