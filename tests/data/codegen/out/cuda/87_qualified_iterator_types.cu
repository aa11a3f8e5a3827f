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

extern "C" __global__ __launch_bounds__(4) void _occa_qualifiedIteratorTypes_0(const int n, int *y) {
  {
    std::size_t b = 0 + blockIdx.x;
    {
      mesh::index_t t = 0 + threadIdx.x;
      y[b * 4 + t] = (int)b * 10 + t;
    }
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_qualifiedIteratorTypes_1(const int n, int *y) {
  {
    std::int64_t _occa_tiled_i = 0 + (8 * 2 * (long long) blockIdx.x);
    {
      std::int64_t i = _occa_tiled_i + (2 * (long long) threadIdx.x);
      if (i < 4 * n) {
        y[i] += 1000;
      }
    }
  }
}

extern "C" __global__ void _occa_qualifiedIteratorTypes_2(const int n, int *y) {
  {
    Grid::cell_t b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      y[t * 4 + b] += 100;
    }
  }
}
