#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// OKL loops whose narrow iterator would wrap before its test fails when the host runs the
// loop as written: an inclusive bound at the type's maximum or minimum, a step that jumps past
// the maximum, tiles whose last tile reaches past it (with and without a bounds check), and a
// run-time bound beyond the type's range. A GPU counts each loop (spec §4.2) and sets the
// iterator from the count, so every loop runs its mathematical number of iterations.
kernel void _occa_narrowLimits_0(constant int &n [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned char c = 250 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      out[(c - 250) * 2 + t] = c + t;
    }
  }
}

kernel void _occa_narrowLimits_1(constant int &n [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    {
      signed char i = 120 + (3 * _occa_thread_position.x);
      out[20 + g * 8 + (i - 120)] = i + g;
    }
  }
}

kernel void _occa_narrowLimits_2(constant int &n [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    {
      signed char i = -120 - _occa_thread_position.x;
      out[40 + (-i - 120)] = -i;
    }
  }
}

kernel void _occa_narrowLimits_3(constant int &n [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned char c = 5 - _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      out[50 + c] = 7 * c + 1;
    }
  }
}

kernel void _occa_narrowLimits_4(constant int &n [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned char _occa_tiled_j = 0 + (64 * _occa_group_position.x);
    {
      unsigned char j = _occa_tiled_j + _occa_thread_position.x;
      if (j <= 255) {
        out[60 + j] += j + 1;
      }
    }
  }
}

kernel void _occa_narrowLimits_5(constant int &n [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned char _occa_tiled_j = 0 + (100 * _occa_group_position.x);
    {
      unsigned char j = _occa_tiled_j + _occa_thread_position.x;
      if ((int)(_occa_tiled_j + _occa_thread_position.x) <= 250) {
        if (j <= 250) {
          out[320 + j] += 2 * j + 1;
        }
      }
    }
  }
}

kernel void _occa_narrowLimits_6(constant int &n [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    short s = 0 + (1000 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      out[580 + (unsigned short)s / 1000] = s;
    }
  }
}
