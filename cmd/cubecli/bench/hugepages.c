/*
 * hugepages.so: an LD_PRELOAD shim that asks for transparent huge pages
 * (madvise MADV_HUGEPAGE) on every anonymous mapping of 64 MiB or more, so
 * that a solver which does not ask for them itself (vcube without reserved
 * hugetlbfs pages) is measured on huge pages, as cubecli's tables are.
 *
 *   cc -O2 -shared -fPIC -o hugepages.so hugepages.c -ldl
 *   LD_PRELOAD=./hugepages.so vc-optimal ...
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <sys/mman.h>

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off) {
	static void *(*real)(void *, size_t, int, int, int, off_t);
	if (!real)
		real = (void *(*)(void *, size_t, int, int, int, off_t))dlsym(RTLD_NEXT, "mmap");
	void *p = real(addr, len, prot, flags, fd, off);
	if (p != MAP_FAILED && (flags & MAP_ANONYMOUS) && len >= (64UL << 20))
		madvise(p, len, MADV_HUGEPAGE);
	return p;
}
