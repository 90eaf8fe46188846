/*
 * hugepages.so: an LD_PRELOAD shim that asks for transparent huge pages
 * (madvise MADV_HUGEPAGE) on every anonymous mapping of 64 MiB or more, so
 * that a solver which does not ask for them itself (vcube without reserved
 * hugetlbfs pages, rob-twophase, nissy) is measured on huge pages, as
 * cubecli's tables are. Blocks that large from malloc (C++'s new),
 * aligned_alloc and posix_memalign are advised too: glibc maps them with its
 * own internal mmap, which no shim sees.
 *
 *   cc -O2 -shared -fPIC -o hugepages.so hugepages.c -ldl
 *   LD_PRELOAD=./hugepages.so vc-optimal ...
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <sys/mman.h>

#define BIG (64UL << 20)

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off) {
	static void *(*real)(void *, size_t, int, int, int, off_t);
	if (!real)
		real = (void *(*)(void *, size_t, int, int, int, off_t))dlsym(RTLD_NEXT, "mmap");
	void *p = real(addr, len, prot, flags, fd, off);
	if (p != MAP_FAILED && (flags & MAP_ANONYMOUS) && len >= BIG)
		madvise(p, len, MADV_HUGEPAGE);
	return p;
}

extern void *__libc_malloc(size_t);
extern void *__libc_memalign(size_t, size_t);

/* advise asks for huge pages on the whole pages inside the block p of n
   bytes, if it is BIG or more, before anything is written there. */
static void *advise(void *p, size_t n) {
	if (p && n >= BIG) {
		uintptr_t from = ((uintptr_t)p + 4095) & ~(uintptr_t)4095;
		uintptr_t to = ((uintptr_t)p + n) & ~(uintptr_t)4095;
		madvise((void *)from, to - from, MADV_HUGEPAGE);
	}
	return p;
}

void *malloc(size_t n) { return advise(__libc_malloc(n), n); }

/* nissy allocates its tables aligned. */
void *aligned_alloc(size_t align, size_t n) { return advise(__libc_memalign(align, n), n); }

int posix_memalign(void **out, size_t align, size_t n) {
	void *p = __libc_memalign(align, n);
	if (!p)
		return 12; /* ENOMEM */
	*out = advise(p, n);
	return 0;
}
