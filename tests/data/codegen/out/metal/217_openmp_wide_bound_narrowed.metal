// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// An `unsigned` and an `int` @outer iterator compared with a `long long` bound: C++ compares
// in `long long` (both serial loops run no iteration for these negative bounds), while OpenMP's
// canonical loop form computes the test in the iterator's type, `g < (unsigned)(n - 1)` and
// `g < (int)m`, so a `#pragma omp parallel for` printed over the loop as written runs 4 and 3.
typedef long hlong;

kernel void _occa_wideBoundNarrowed_0(constant hlong &n [[buffer(0)]], constant hlong &m [[buffer(1)]], constant hlong &ok [[buffer(2)]], device int *out [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned int g = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      out[g * 2 + t] += 1 + t;
    }
  }
}

kernel void _occa_wideBoundNarrowed_1(constant hlong &n [[buffer(0)]], constant hlong &m [[buffer(1)]], constant hlong &ok [[buffer(2)]], device int *out [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      out[8 + g * 2 + t] += 10;
    }
  }
}

kernel void _occa_wideBoundNarrowed_2(constant hlong &n [[buffer(0)]], constant hlong &m [[buffer(1)]], constant hlong &ok [[buffer(2)]], device int *out [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      out[16 + g * 2 + t] += 100 * (g + 1) + t;
    }
  }
}
