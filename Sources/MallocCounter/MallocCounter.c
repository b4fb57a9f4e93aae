// A malloc interposer for the benchmark: counts, then forwards to glibc.
#include "MallocCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocations;
static int counting;

static inline void note_allocation(void) {
  if (__atomic_load_n(&counting, __ATOMIC_RELAXED)) {
    __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
  }
}

void malloc_counter_start(void) {
  __atomic_store_n(&allocations, 0, __ATOMIC_SEQ_CST);
  __atomic_store_n(&counting, 1, __ATOMIC_SEQ_CST);
}

uint64_t malloc_counter_stop(void) {
  __atomic_store_n(&counting, 0, __ATOMIC_SEQ_CST);
  return __atomic_load_n(&allocations, __ATOMIC_SEQ_CST);
}

void *malloc(size_t size) {
  note_allocation();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  note_allocation();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  note_allocation();
  return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
  note_allocation();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  note_allocation();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) {
    return EINVAL;
  }
  note_allocation();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) {
    return ENOMEM;
  }
  *result = pointer;
  return 0;
}

#else

// Elsewhere the allocator cannot be replaced this way: the count is unknown.
void malloc_counter_start(void) {}

uint64_t malloc_counter_stop(void) { return UINT64_MAX; }

#endif
