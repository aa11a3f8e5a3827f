#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@shared` extents written with `const`/`constexpr` integer variables (global and local) as
// C++ allows, not only with literals or macros.
constant const int WIDTH = 8;

kernel void _occa_rowSums_0(constant int &rows [[buffer(0)]], device const float *a [[buffer(1)]], device float *sums [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float row[9];
  constexpr int PAD = 1;
  {
    int r = 0 + _occa_group_position.x;
    const int cells = WIDTH + PAD;
    {
      int c = 0 + _occa_thread_position.x;
      row[c] = a[r * WIDTH + c];
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int c = 0 + _occa_thread_position.x;
      if (c < 1) {
        row[WIDTH] = 0.0f;
        for (int k = 0; k < WIDTH; ++k) {
          row[WIDTH] += row[k];
        }
        sums[r] = row[WIDTH];
      }
    }
  }
}
