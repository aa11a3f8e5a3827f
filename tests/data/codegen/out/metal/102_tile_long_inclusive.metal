// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;


// Tiles over 64-bit iterators whose values do not fit in `int`: `long` with `<=` and `+= 3`
// (check), `size_t` with the iterator on the right (`end > i`) and `check=false` on a
// range the tile divides, a decreasing `long long` tile with `>=` and `-= 2`, and an `@inner`
// tile over `unsigned long` with `<=`.
typedef long dlong;

kernel void _occa_tileLongInclusive_0(constant dlong &base [[buffer(0)]], constant dlong &n [[buffer(1)]], constant int &m [[buffer(2)]], device int *a [[buffer(3)]], device int *b [[buffer(4)]], device int *c [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    dlong _occa_tiled_i = base + (4 * 3 * (long) _occa_group_position.x);
    {
      dlong i = _occa_tiled_i + (3 * (long) _occa_thread_position.x);
      if (i <= base + n - 1) {
        a[i - base] += (int)((i - base) / 3) + 1;
      }
    }
  }
}

kernel void _occa_tileLongInclusive_1(constant dlong &base [[buffer(0)]], constant dlong &n [[buffer(1)]], constant int &m [[buffer(2)]], device int *a [[buffer(3)]], device int *b [[buffer(4)]], device int *c [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    size_t _occa_tiled_i = (size_t)base + (8 * _occa_group_position.x);
    {
      size_t i = _occa_tiled_i + _occa_thread_position.x;
      b[i - (size_t)base] = (int)(i % 1000);
    }
  }
}

kernel void _occa_tileLongInclusive_2(constant dlong &base [[buffer(0)]], constant dlong &n [[buffer(1)]], constant int &m [[buffer(2)]], device int *a [[buffer(3)]], device int *b [[buffer(4)]], device int *c [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    long _occa_tiled_i = base + n - 1 - (5 * 2 * (long) _occa_group_position.x);
    {
      long i = _occa_tiled_i - (2 * (long) _occa_thread_position.x);
      if (i >= base) {
        c[i - base] += 7;
      }
    }
  }
}

kernel void _occa_tileLongInclusive_3(constant dlong &base [[buffer(0)]], constant dlong &n [[buffer(1)]], constant int &m [[buffer(2)]], device int *a [[buffer(3)]], device int *b [[buffer(4)]], device int *c [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    {
      unsigned long _occa_tiled_k = 0 + (4 * _occa_thread_position.y);
      {
        unsigned long k = _occa_tiled_k + _occa_thread_position.x;
        if (k <= (unsigned long)(m - 1)) {
          c[g * m + k] += 100 * g;
        }
      }
    }
  }
}
