#include <cstddef>
#include <cstdint>

namespace mesh {
  typedef int index_t;
}

// OKL loop iterators whose integer type is written with a qualified name: `std::size_t`,
// `std::int64_t`, a typedef in a user namespace and a member typedef of a struct.
struct Grid {
  typedef unsigned int cell_t;
};

extern "C" void qualifiedIteratorTypes(const int &n, int *y) {
  for (std::size_t b = 0; b < (std::size_t)n; ++b) {
    for (mesh::index_t t = 0; t < 4; ++t) {
      y[b * 4 + t] = (int)b * 10 + t;
    }
  }
  for (std::int64_t _occa_tiled_i = 0; _occa_tiled_i < 4 * n; _occa_tiled_i += 8 * 2) {
    for (std::int64_t i = _occa_tiled_i; i < _occa_tiled_i + 8 * 2; i += 2) {
      if (i < 4 * n) {
        y[i] += 1000;
      }
    }
  }
  for (Grid::cell_t b = 0; b < 4; ++b) {
    for (int t = 0; t < n; ++t) {
      y[t * 4 + b] += 100;
    }
  }
}
