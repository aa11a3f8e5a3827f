#include <cstddef>

// Induction variables of unsigned and 64-bit types as mesh codes use them for global ids:
// an `unsigned int` `@outer` counting down by 2 to a `>= 1u` bound (it stops at 0, never
// wraps), an `unsigned short` `@inner`, a `long long` `@outer` around 5e9 stepping down by a
// run-time `long long` step, an `unsigned long long` `@outer` stepping by 2^33, a `size_t`
// `@inner` counting down to 1, and unsigned wrap-around in the stored values.
extern "C" void unsignedLongLongIterators(const unsigned int &n, const long long &big, const long long &st, unsigned int *a, long long *b, unsigned long long *c) {
  #pragma omp parallel for
  for (unsigned int u = n; u >= 1u; u -= 2u) {
    for (unsigned short t = 0; t < 3; ++t) {
      a[(n - u) / 2u * 3u + t] = u * 1000u + (t - 5u);
    }
  }
  #pragma omp parallel for
  for (long long q = big; q > big - 4 * st; q -= st) {
    for (long long t = -1; t <= 1; ++t) {
      b[(big - q) / st * 3 + t + 1] = q + t * big;
    }
  }
  #pragma omp parallel for
  for (unsigned long long w = 1ull << 33; w <= 5ull << 33; w += 1ull << 33) {
    for (size_t t = 4; t > 0; --t) {
      c[((w >> 33) - 1) * 4 + (t - 1)] = (w ^ t) - 7u;
    }
  }
}
