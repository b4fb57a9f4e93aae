// The heap of the WebAssembly module: the malloc, posix_memalign and free that Embedded Swift
// allocates and frees with, in place of the C library's general-purpose allocator (some 11 KB of
// code).
//
// A live block allocates the same few sizes over and over (a frame's arrays and strings), which
// free lists by power-of-two size serve as well. A block of 2^n bytes starts 16-aligned; the
// address handed out is preceded by a header naming the block and its size class, which free
// reads back. Freed blocks wait in their size class's list and are never returned to the page:
// WebAssembly memory does not shrink anyway. The module runs on one thread.

typedef __SIZE_TYPE__ size_t;
typedef __UINTPTR_TYPE__ uintptr_t;
typedef __INTPTR_TYPE__ intptr_t;

// Grows the memory by whole 64 KiB pages (the C library's, over memory.grow); (void *)-1 when it
// cannot.
void *sbrk(intptr_t increment);

enum {
  // ENOMEM in WASI's numbering, what posix_memalign returns when the memory cannot grow.
  out_of_memory = 48,
  // The WebAssembly page, the unit the memory grows by.
  page_size = 65536,
  // Every block and every address handed out is aligned to at least this.
  minimum_alignment = 16,
  // The smallest size class, 2^5 bytes: a header's 16-byte slot and 16 bytes.
  smallest_class = 5,
  // One past the largest size class, 2^30 bytes.
  class_limit = 31,
};

// What precedes each address handed out.
struct header {
  char *block;
  size_t size_class;
};

// The unused memory new blocks are carved from: [heap_top, heap_end).
static uintptr_t heap_top, heap_end;
// The first free block of each size class; a free block starts with the next one's address.
static char *free_lists[class_limit];
// The bytes of every block waiting in the free lists.
static size_t free_bytes;

// `bytes` of unused memory, growing the memory when needed; NULL when it cannot grow.
static char *carve(size_t bytes) {
  if (heap_end - heap_top < bytes) {
    size_t growth = (bytes + page_size - 1) / page_size * page_size;
    char *start = sbrk((intptr_t)growth);
    if (start == (char *)-1) return 0;
    if ((uintptr_t)start != heap_end) heap_top = (uintptr_t)start;
    heap_end = (uintptr_t)start + growth;
  }
  char *block = (char *)heap_top;
  heap_top += bytes;
  return block;
}

// `size` bytes at an address aligned to `alignment` (a power of two); NULL when the memory cannot
// grow that far.
static void *allocate(size_t size, size_t alignment) {
  if (alignment < minimum_alignment) alignment = minimum_alignment;
  // From the block's start to the address: the header's slot, or for a stricter alignment up to
  // the alignment itself past the header.
  size_t offset = alignment > minimum_alignment ? alignment + sizeof(struct header)
                                                : minimum_alignment;
  if (size > ((size_t)1 << (class_limit - 1)) - offset) return 0;
  size_t size_class = smallest_class;
  while (((size_t)1 << size_class) < size + offset) size_class += 1;
  char *block = free_lists[size_class];
  if (block) {
    free_lists[size_class] = *(char **)block;
    free_bytes -= (size_t)1 << size_class;
  } else {
    block = carve((size_t)1 << size_class);
    if (!block) return 0;
  }
  uintptr_t address =
      ((uintptr_t)block + sizeof(struct header) + alignment - 1) & ~(uintptr_t)(alignment - 1);
  struct header *header = (struct header *)address - 1;
  header->block = block;
  header->size_class = size_class;
  return (void *)address;
}

void *malloc(size_t size) { return allocate(size, minimum_alignment); }

// Whether `bytes` more can likely be allocated: the unused memory and the free lists together hold
// them (freed blocks are reused by the same sizes that freed them), or the memory grows so the
// unused part does; 0 when it cannot. Embedded Swift stops the module on a failed allocation, so
// blocks_live_create asks first and answers 0 instead of trapping when the memory is full.
int blocks_heap_reserve(size_t bytes) {
  if (heap_end - heap_top + free_bytes >= bytes) return 1;
  char *start = carve(bytes);
  if (!start) return 0;
  // Give the carved bytes back to the unused part: they were only to grow the memory.
  heap_top = (uintptr_t)start;
  return 1;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  void *memory = allocate(size, alignment);
  if (!memory) return out_of_memory;
  *result = memory;
  return 0;
}

void free(void *memory) {
  if (!memory) return;
  struct header *header = (struct header *)memory - 1;
  *(char **)header->block = free_lists[header->size_class];
  free_lists[header->size_class] = header->block;
  free_bytes += (size_t)1 << header->size_class;
}
