// Counts heap allocations made by the whole process while counting is on.
//
// The benchmark executable links this file, whose malloc family replaces glibc's for every
// library in the process (the Swift runtime included) and forwards to glibc's own entry points.
#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdint.h>

/// Resets the allocation count to zero and starts counting.
void malloc_counter_start(void);

/// Stops counting and returns the number of allocations (malloc, calloc, realloc and the aligned
/// variants) since the last start, or UINT64_MAX where counting is not supported (only glibc
/// systems are).
uint64_t malloc_counter_stop(void);

#endif
