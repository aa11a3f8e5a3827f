// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Tiles over strided ranges whose step is a kernel argument, as a strided gather writes them:
// a `long long` range starting near -3e9 and counting down by `s` (`check=true`, 10 values in
// tiles of 4), an `int` range from -12 to 11 inclusive by a macro step of 3 tiled exactly
// (`check=false`), and an `@inner` tile counting down by `s` to a negative bound inside each
// of two `@outer` iterations, beside a second 2-D `@inner` nest of another shape (1 x 2).
kernel void _occa_tileRuntimeStepNegative_0(constant long &base [[buffer(0)]], constant int &s [[buffer(1)]], constant int &n [[buffer(2)]], device long *a [[buffer(3)]], device int *b [[buffer(4)]], device int *c [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    long _occa_tiled_i = base - (4 * s * (long) _occa_group_position.x);
    {
      long i = _occa_tiled_i - (s * (long) _occa_thread_position.x);
      if (i > base - (long)n * s) {
        a[(base - i) / s] += i * 2 + 1;
      }
    }
  }
}

kernel void _occa_tileRuntimeStepNegative_1(constant long &base [[buffer(0)]], constant int &s [[buffer(1)]], constant int &n [[buffer(2)]], device long *a [[buffer(3)]], device int *b [[buffer(4)]], device int *c [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = -12 + (4 * 3 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + (3 * _occa_thread_position.x);
      b[(i + 12) / 3] += i;
    }
  }
}

kernel void _occa_tileRuntimeStepNegative_2(constant long &base [[buffer(0)]], constant int &s [[buffer(1)]], constant int &n [[buffer(2)]], device long *a [[buffer(3)]], device int *b [[buffer(4)]], device int *c [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    {
      int _occa_tiled_t = n - 1 - (3 * s * _occa_thread_position.y);
      if (_occa_tiled_t >= -2) {
        {
          int t = _occa_tiled_t - (s * _occa_thread_position.x);
          if (t >= -2) {
            c[g * 8 + (n - 1 - t) / s] += g * 1000 + t;
          }
        }
      }
    }
    {
      int y = 0 + _occa_thread_position.y;
      if (y < 1) {
        {
          int t = 0 + _occa_thread_position.x;
          if (t < 2) {
            c[g * 8 + 6 + t + y] += 7 * (g + 1);
          }
        }
      }
    }
  }
}
