// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;


namespace mesh {
  typedef int index_t;
}

// OKL loop iterators whose integer type is written with a qualified name: `std::size_t`,
// `std::int64_t`, a typedef in a user namespace and a member typedef of a struct.
struct Grid {
  typedef unsigned int cell_t;
};

kernel void _occa_qualifiedIteratorTypes_0(constant int &n [[buffer(0)]], device int *y [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    size_t b = 0 + _occa_group_position.x;
    {
      mesh::index_t t = 0 + _occa_thread_position.x;
      y[b * 4 + t] = (int)b * 10 + t;
    }
  }
}

kernel void _occa_qualifiedIteratorTypes_1(constant int &n [[buffer(0)]], device int *y [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    metal::int64_t _occa_tiled_i = 0 + (8 * 2 * (long) _occa_group_position.x);
    {
      metal::int64_t i = _occa_tiled_i + (2 * (long) _occa_thread_position.x);
      if (i < 4 * n) {
        y[i] += 1000;
      }
    }
  }
}

kernel void _occa_qualifiedIteratorTypes_2(constant int &n [[buffer(0)]], device int *y [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    Grid::cell_t b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      y[t * 4 + b] += 100;
    }
  }
}
