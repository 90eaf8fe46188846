#include "textflag.h"

// func prefetchAddrs(addrs *uintptr, n int)
TEXT ·prefetchAddrs(SB), NOSPLIT, $0-16
	MOVQ addrs+0(FP), BX
	MOVQ n+8(FP), CX
loop:
	TESTQ CX, CX
	JEQ done
	MOVQ (BX), AX
	PREFETCHT0 (AX)
	ADDQ $8, BX
	DECQ CX
	JMP loop
done:
	RET
