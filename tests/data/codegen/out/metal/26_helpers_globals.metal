#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Helpers and global constants used from a kernel.
constant const float w[3] = {0.25f, 0.5f, 0.25f};

static constant const int kOffsets[4] = {0, 1, 3, 7};

float tap(device const float *x, int i, int n) {
  return w[0] * x[i - 1 < 0 ? 0 : i - 1 >= n ? n - 1 : i - 1] + w[1] * x[i] + w[2] * x[i + 1 < 0 ? 0 : i + 1 >= n ? n - 1 : i + 1];
}

static inline int offsetOf(int i) {
  return kOffsets[i & 3];
}

kernel void _occa_smooth_0(constant int &n [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], device int *o [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (64 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < n) {
        y[i] = tap(x, i, n);
        o[i] = offsetOf(i) + i;
      }
    }
  }
}
