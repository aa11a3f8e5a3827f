#include <cstddef>
#include <cstdint>

// Loop bounds and steps of several integer types with steps known only at run time:
// `long long` @outer with `+= step`, @inner loops with `+= s` / `-= s` (runtime) and `<=` /
// `>=` conditions with the iterator on either side, `size_t` and `uint32_t` iterators, and an
// `@exclusive` value carried between two such @inner loops (its host storage index is the
// work-item's iteration number, `(i - start) / step`).
extern "C" void runtimeStepsIntTypes(const long long &n, const int &step, const int &s, int *y) {
  #pragma omp parallel for
  for (long long b = 0; b < n; b += step) {
    int _occa_exclusive_index;
    long long mine[8];
    _occa_exclusive_index = 0;
    for (int i = 1; 1 + 7 * s >= i; i += s) {
      _occa_exclusive_index = (i - 1) / s;
      mine[_occa_exclusive_index] = b * 1000 + i;
    }
    _occa_exclusive_index = 0;
    for (int i = 1 + 7 * s; i >= 1; i -= s) {
      _occa_exclusive_index = (1 + 7 * s - i) / s;
      const long long k = (i - 1) / s;
      y[b / step * 8 + k] = (int)(mine[_occa_exclusive_index] % 100000);
    }
  }
  #pragma omp parallel for
  for (size_t c = 0; c <= (size_t)(n / step) - 1; ++c) {
    for (uint32_t t = 8; t > 0; t -= 2) {
      y[c * 8 + t - 1] += 7;
    }
  }
}
