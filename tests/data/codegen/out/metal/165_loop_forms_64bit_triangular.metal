// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Loop headers as HPC code writes them: iterator on the right with `>=` and a macro stride,
// `-=` with a macro stride down to 0 inclusive, an `unsigned` iterator counting down to (but
// not including) 0 written `0u < o`, `long long` iterators starting beyond 2^31, and a
// triangular `@inner` loop whose start depends on the `@outer` iterator.
kernel void _occa_loopForms_0(constant int &n [[buffer(0)]], constant long &base [[buffer(1)]], device int *a [[buffer(2)]], device int *b [[buffer(3)]], device long *d [[buffer(4)]], device int *c [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int o = 1 + (3 * _occa_group_position.x);
    {
      int t = 4 - (2 * _occa_thread_position.x);
      a[(o - 1) / 3 * 3 + (4 - t) / 2] = o * 10 + t;
    }
  }
}

kernel void _occa_loopForms_1(constant int &n [[buffer(0)]], constant long &base [[buffer(1)]], device int *a [[buffer(2)]], device int *b [[buffer(3)]], device long *d [[buffer(4)]], device int *c [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned int o = n - _occa_group_position.x;
    {
      unsigned int t = 3 - (1 * _occa_thread_position.x);
      b[(o - 1) * 3 + (t - 1)] = (int)(o * 100 + t);
    }
  }
}

kernel void _occa_loopForms_2(constant int &n [[buffer(0)]], constant long &base [[buffer(1)]], device int *a [[buffer(2)]], device int *b [[buffer(3)]], device long *d [[buffer(4)]], device int *c [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    long o = base + (long) _occa_group_position.x;
    {
      long t = -2 + (long) _occa_thread_position.x;
      d[(o - base) * 4 + (t + 2)] = o * 4 + t;
    }
  }
}

kernel void _occa_loopForms_3(constant int &n [[buffer(0)]], constant long &base [[buffer(1)]], device int *a [[buffer(2)]], device int *b [[buffer(3)]], device long *d [[buffer(4)]], device int *c [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int r = 0 + _occa_group_position.x;
    {
      int k = r + _occa_thread_position.x;
      if (k < 5) {
        c[r * 5 + k] = r + k * k;
      }
    }
  }
}
