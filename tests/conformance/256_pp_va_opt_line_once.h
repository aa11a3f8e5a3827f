#pragma once
// Included twice by case 256: `#pragma once` must make the second inclusion empty (the struct
// would otherwise be redefined).
#define P256_ONCE_COUNT (P256_ONCE_BASE + 1)
struct p256_pair {
  int lo, hi;
};
