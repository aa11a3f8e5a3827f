#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@dim` produced by macros on `@exclusive` arrays (alone and with `@dimOrder`), through an
// array typedef that carries `@dim`, and on a parameter with a 3-D `@dimOrder`: the `@dim`
// accessor and the `@exclusive` rewrite must compose (per-work-item row, then the linear
// index inside it).
typedef float qmat_t[3 * 3];

kernel void _occa_dimExclusiveMacros_0(constant int &nE [[buffer(0)]], device const float *in [[buffer(1)]], device float *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int e = 0 + _occa_group_position.x;
    float r[3 * 3];
    qmat_t q;
    {
      int t = 0 + _occa_thread_position.x;
      for (int j = 0; j < 3; ++j) {
        for (int i = 0; i < 3; ++i) {
          r[j + 3 * i] = in[i + nE * (j + 3 * e)] + t;
        }
      }
      for (int j = 0; j < 3; ++j) {
        for (int i = 0; i < 3; ++i) {
          q[i + 3 * j] = 2.0f * r[i + 3 * j];
        }
      }
    }
    {
      int t = 0 + _occa_thread_position.x;
      float acc = 0.0f;
      for (int k = 0; k < 3; ++k) {
        acc += r[k + 3 * t] * q[k + 3 * t];
      }
      out[e * 3 + t] = acc;
    }
  }
}
