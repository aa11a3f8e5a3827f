#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// An `@inner` iterator written through a helper's non-`const` reference parameter
// (`advance(t)`): on a GPU each work-item walks its own copy in steps of 4, so every element
// below `n` is written once. The host must copy the iterator per work-item, as for a direct
// write (case 245); a `const` reference parameter (`peek(t)`) is a read and leaves the loop as
// it is.
void advance(thread int &t) {
  t += 4;
}

int peek(thread const int &t) {
  return t;
}

kernel void _occa_iteratorByHelper_0(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      while (t < n) {
        a[g * n + t] = 10 * g + t;
        advance(t);
      }
    }
  }
}

kernel void _occa_iteratorByHelper_1(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      b[g * 4 + t] = peek(t) + g;
    }
  }
}
