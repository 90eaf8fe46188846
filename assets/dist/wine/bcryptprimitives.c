/*
 * A stand-in for Windows' bcryptprimitives.dll, for Wine releases that lack
 * it (Debian 12 ships Wine 8.0). Go 1.24 and later take their random bytes
 * from its ProcessPrng and stop at start-up without it; this one answers
 * with RtlGenRandom (advapi32's SystemFunction036), which Wine has.
 * wine-test.sh builds it with mingw-w64 into its own Wine prefix only.
 */
#include <windows.h>
#include <ntsecapi.h>

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
	while (len > 0) {
		ULONG n = len > 0x10000000 ? 0x10000000 : (ULONG)len;
		if (!RtlGenRandom(data, n))
			return FALSE;
		data += n;
		len -= n;
	}
	return TRUE;
}
