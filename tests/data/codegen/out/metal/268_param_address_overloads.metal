#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Addresses of by-value kernel parameters passed to helpers inside `@inner` loops: a helper
// taking `int *` writes through it (each work-item writes its own copy, as on a GPU), one
// taking `const int *` only reads (the argument stays uniform, so it may bound a regular loop
// around the next `@inner` loop), and an overload set with both (`C++` picks `int *` for `&m`
// of a non-`const` `m`, so it is a write).
void poke(thread int *p) {
  *p += 10;
}

int peek(thread const int *p) {
  return *p;
}

int twice(thread const int *p) {
  return 2 * *p;
}

int twice(thread int *p) {
  *p *= 2;
  return *p;
}

kernel void _occa_addressUses_0(constant int &_occa_arg_n [[buffer(0)]], constant int &_occa_arg_m [[buffer(1)]], device int *y [[buffer(2)]], device int *z [[buffer(3)]], device int *w [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  int n = _occa_arg_n;
  int m = _occa_arg_m;
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      if (t % 2 == 1) {
        poke(&n);
      }
      y[b * 4 + t] = peek(&n) + t;
    }
    for (int k = 0; k < peek(&m); ++k) {
      {
        int t = 0 + _occa_thread_position.x;
        z[(b * 3 + k) * 4 + t] = peek(&m) + k + t;
      }
    }
    {
      int t = 0 + _occa_thread_position.x;
      w[b * 4 + t] = twice(&m) + t;
    }
  }
}
