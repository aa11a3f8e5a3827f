// `@inner` bounds, `@tile` sizes and `@shared` extents computed from C++ constant expressions
// whose values oklc must get right: unsigned wrap-around and shifts, truncating division and
// remainder of negatives, narrowing casts, `sizeof`/`alignof`, enumerators, `constexpr` array
// elements and a recursive `constexpr` function. Each value sizes @exclusive storage on host
// targets, and the group size (the product of the bounds) decides when every work-item of a
// group has returned: a group in which all work-items return must stop (`seen`), and one in
// which a single work-item survives must go on.
typedef unsigned short ushort_t;

enum Sizes {
  S0,
  S1,
  S2,
  S3
};

constexpr int kSizes[3] = {2, 3, 4};

constexpr int pow2(int n) {
  return n == 0 ? 1 : 2 * pow2(n - 1);
}

extern "C" void constantValues(const int &groups, int *out, int *seen) {
  for (int g = 0; g < groups; ++g) {
    {
      int _occa_exclusive_index;
      int _occa_returned_count = 0;
      bool _occa_returned[16];
      for (int _occa_exclusive_init = 0; _occa_exclusive_init < 16; ++_occa_exclusive_init) {
        _occa_returned[_occa_exclusive_init] = false;
      }
      int s[(~0u >> 29) + -7 % 3 + 1];
      int e[16];
      for (int it = 0; it < 3; ++it) {
        seen[g] = it;
        _occa_exclusive_index = 0;
        for (int y = 0; y < ((int)((0u - 8u) / 0x40000000u) - 1) * (-7 / 2 + 5); ++y) {
          for (int x = 0; x < (ushort_t)65540 + kSizes[S0] - 2; ++x) {
            _occa_exclusive_index = 4 * y + x;
            if (_occa_returned[_occa_exclusive_index]) {
              continue;
            }
            const int id = y * 4 + x;
            if (it == 0) {
              e[_occa_exclusive_index] = 100 * g + id;
            }
            if (id < 7) {
              s[id] = e[_occa_exclusive_index];
            }
            if (g == 1 || (g == 2 && id != 7)) {
              _occa_returned[_occa_exclusive_index] = true;
              ++_occa_returned_count;
              continue;
            }
          }
        }
        if (_occa_returned_count == 16) {
          goto _occa_return_0;
        }
        _occa_exclusive_index = 0;
        for (int _occa_tiled_t = 0; _occa_tiled_t < (int)(alignof(double) + sizeof(short)) - 2; _occa_tiled_t += pow2(2)) {
          for (int t = _occa_tiled_t; t < _occa_tiled_t + pow2(2); ++t) {
            _occa_exclusive_index = 4 * (_occa_tiled_t / pow2(2)) + (t - _occa_tiled_t);
            if (_occa_returned[_occa_exclusive_index]) {
              continue;
            }
            if (t < (int)(alignof(double) + sizeof(short)) - 2) {
              out[(g * 3 + it) * 16 + t] = e[_occa_exclusive_index] + 1000 * it + (s[0] >= 0 ? 0 : 1);
            }
          }
        }
        _occa_exclusive_index = 0;
        for (int _occa_tiled_t = 0; _occa_tiled_t < S3 * 5 + 1; _occa_tiled_t += (int)sizeof(int)) {
          for (int t = _occa_tiled_t; t < _occa_tiled_t + (int)sizeof(int); ++t) {
            _occa_exclusive_index = 4 * (_occa_tiled_t / (int)sizeof(int)) + (t - _occa_tiled_t);
            if (_occa_returned[_occa_exclusive_index]) {
              continue;
            }
            if (t < S3 * 5 + 1) {
              if (t < 16) {
                e[_occa_exclusive_index] += 1;
              }
            }
          }
        }
      }
    }
  _occa_return_0:
    ;
  }
}
