#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// References and pointers to `@exclusive` variables taken inside `@inner` bodies: `float &`
// and `const float &` to a scalar, a pointer to the start of an `@exclusive` array, a pointer
// to one of its elements, and writes through all of them.
kernel void _occa_exclusiveAliases_0(constant int &nb [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    float acc;
    float hist[3];
    {
      int t = 0 + _occa_thread_position.x;
      thread float &r = acc;
      r = x[b * 6 + t];
      thread float *h = hist;
      for (int k = 0; k < 3; ++k) {
        h[k] = r * k;
      }
    }
    {
      int t = 0 + _occa_thread_position.x;
      thread const float &c = acc;
      thread float *h = &hist[1];
      h[1] += c;
      *h -= 1.0f;
      y[b * 6 + t] = hist[0] + hist[1] + hist[2] + c;
    }
  }
}
