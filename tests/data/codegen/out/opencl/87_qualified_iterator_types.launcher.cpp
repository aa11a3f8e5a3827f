#include <occa/core/kernel.hpp>

#include <cstddef>
#include <cstdint>

// OKL loop iterators whose integer type is written with a qualified name: `std::size_t`,
// `std::int64_t`, a typedef in a user namespace and a member typedef of a struct.
typedef int mesh__index_t;
namespace mesh { using index_t = mesh__index_t; }

struct Grid {
  typedef unsigned int cell_t;
};

extern "C" void qualifiedIteratorTypes(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = (size_t)n - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, y);
    }
  }
  {
    const long long _occa_outer_x = (4 * n - 0 + 8 * 2 - 1) / (8 * 2);
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, y);
    }
  }
  {
    const long long _occa_outer_x = 4;
    const long long _occa_inner_x = n - 0;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(n, y);
    }
  }
}
