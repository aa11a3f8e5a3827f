#include <cstddef>

// Run-time tile sizes of unsigned type (`const unsigned` and `size_t` kernel arguments) over
// loops that cross zero: `t < _occa_tiled_t + ts` would compare unsigned (and skip the tile
// that straddles zero), so the size is converted to the iterator's type as for constants.
extern "C" void tileRuntimeUnsigned(const int &nb, const unsigned int &ts, const size_t &tl, int *up, int *down) {
  for (int b = 0; b < nb; ++b) {
    for (int _occa_tiled_t = -5; _occa_tiled_t < 11; _occa_tiled_t += (int)ts) {
      for (int t = _occa_tiled_t; t < _occa_tiled_t + (int)ts; ++t) {
        if (t < 11) {
          up[b * 16 + t + 5] = 10 * b + t;
        }
      }
    }
  }
  for (int _occa_tiled_t = 9; _occa_tiled_t >= -6; _occa_tiled_t -= (int)tl) {
    for (int t = _occa_tiled_t; t > _occa_tiled_t - (int)tl; --t) {
      if (t >= -6) {
        down[t + 6] = 3 * t;
      }
    }
  }
}
