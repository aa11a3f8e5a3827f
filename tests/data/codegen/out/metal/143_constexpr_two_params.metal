// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `constexpr` functions of two parameters (one calling the other, one recursive) and elements
// of an unsized `constexpr` array in a `@shared` extent and in `@inner` bounds that size
// `@exclusive` storage.
constexpr int span2(int a, int b) {
  return a * b + (a > b ? a - b : b - a);
}

constexpr int pw(int base, int e) {
  return e == 0 ? 1 : base * pw(base, e - 1);
}

constexpr constant int widths[] = {3, 2, 5};

using ilong = long;

kernel void _occa_constexprTwoParams_0(constant int &nb [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[pw(2, 4)];
  {
    int b = 0 + _occa_group_position.x;
    int e;
    {
      int t = 0 + _occa_thread_position.x;
      s[t] = t * (int)(ilong)pw(3, 2);
      e = b * 100 + t;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      out[b * 7 + t] = e + s[6 - t];
    }
  }
}
