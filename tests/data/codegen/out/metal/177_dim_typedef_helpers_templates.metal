#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@dim` typedefs used as helper-function parameter types (the accessor is rewritten in the
// helper), a function template deducing the extent of a `@shared` array passed by reference,
// and a helper taking a `@shared` 2-D array as a pointer to rows.
typedef const float *cmat_t;

typedef float *vec2_t;

static float rowDot(device const float *m, const int r, threadgroup const float *v) {
  float s = 0.0f;
  for (int c = 0; c < 4; ++c) {
    s += m[c + 4 * r] * v[c];
  }
  return s;
}

static void store(device float *o, const int comp, const int i, const float val) {
  o[comp + 2 * i] = val;
}

template <int N>
inline float sumAll(threadgroup const float (&a)[N]) {
  float s = 0.0f;
  for (int k = 0; k < N; ++k) {
    s += a[k];
  }
  return s;
}

inline float corner(threadgroup const float (*rows)[4]) {
  return rows[4 - 1][0];
}

kernel void _occa_dimTypedefHelpers_0(constant int &nE [[buffer(0)]], device const float *D [[buffer(1)]], device const float *q [[buffer(2)]], device float *out [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s_q[4];
  threadgroup float s_t[4][4];
  {
    int e = 0 + _occa_group_position.x;
    {
      int i = 0 + _occa_thread_position.x;
      s_q[i] = q[e * 4 + i];
      for (int j = 0; j < 4; ++j) {
        s_t[i][j] = D[j + 4 * i] * (e + 1);
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int i = 0 + _occa_thread_position.x;
      device float *o = out + e * 2 * 4;
      store(o, 0, i, rowDot(D, i, s_q));
      store(o, 1, i, sumAll(s_q) + corner(s_t) + sumAll(s_t[i]));
    }
  }
}
