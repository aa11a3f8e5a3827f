#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@tile` with an empty loop-attribute argument (spec 3.3: either may be omitted, giving a plain
// loop; legacy OCCA accepts the empty argument). `@tile(4, , @inner)`: a plain block loop
// around an @inner element loop, so one work-group runs the @inner loop once per tile and each
// work-item (i - tile start) sums a strided slice into an @exclusive accumulator (the
// libParanumal strided-reduction shape). `@tile(2, @outer, )`: an @outer block loop whose plain
// element loop (with its bounds check) runs the @inner loops of two rows in turn, through a
// @shared row. The normalised spelling `[[okl_tile("(3, , @inner, check=false)")]]` too.
kernel void _occa_tileEmptyArgs_0(constant int &rows [[buffer(0)]], constant int &cols [[buffer(1)]], device const int *x [[buffer(2)]], device int *lane [[buffer(3)]], device int *rev [[buffer(4)]], device int *mark [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int r = 0 + _occa_group_position.x;
    int acc;
    int seen;
    {
      int t = 0 + _occa_thread_position.x;
      acc = 0;
      seen = 0;
    }
    for (int _occa_tiled_c = 0; _occa_tiled_c < cols; _occa_tiled_c += 4) {
      {
        int c = _occa_tiled_c + _occa_thread_position.x;
        if (c < cols) {
          acc += x[r * cols + c];
          ++seen;
        }
      }
    }
    {
      int t = 0 + _occa_thread_position.x;
      lane[r * 4 + t] = acc * 100 + seen;
    }
  }
}

kernel void _occa_tileEmptyArgs_1(constant int &rows [[buffer(0)]], constant int &cols [[buffer(1)]], device const int *x [[buffer(2)]], device int *lane [[buffer(3)]], device int *rev [[buffer(4)]], device int *mark [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int row[16];
  {
    int _occa_tiled_r = 0 + (2 * _occa_group_position.x);
    for (int r = _occa_tiled_r; r < _occa_tiled_r + 2; ++r) {
      if (r < rows) {
        {
          int c = 0 + _occa_thread_position.x;
          row[c] = c < cols ? x[r * cols + c] : 0;
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        {
          int c = 0 + _occa_thread_position.x;
          if (c < cols) {
            rev[r * cols + c] = row[cols - 1 - c] - r;
          }
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
      }
    }
  }
}

kernel void _occa_tileEmptyArgs_2(constant int &rows [[buffer(0)]], constant int &cols [[buffer(1)]], device const int *x [[buffer(2)]], device int *lane [[buffer(3)]], device int *rev [[buffer(4)]], device int *mark [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int r = 0 + _occa_group_position.x;
    for (int _occa_tiled_c = 0; _occa_tiled_c < 12; _occa_tiled_c += 3) {
      {
        int c = _occa_tiled_c + _occa_thread_position.x;
        mark[r * 12 + c] += c * (r + 1);
      }
    }
  }
}
