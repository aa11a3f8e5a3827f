#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Three kernels in one file sharing `static inline` helpers that call each other (one helper
// takes a `@shared` row, one is a function template used with two types), a kernel that is
// also called by name from nothing (it must still be emitted), and loop shapes: `@outer`
// from 3 with step 4 (`<=` bound), a triangular `@inner` whose extent is the `@outer`
// iterator's (with `@max_inner_dims` sizing an `@exclusive`), and an `@inner` starting at the
// `@outer` iterator's value.
static inline int tri(const int n) {
  return n * (n + 1) / 2;
}

template <typename T>
static inline T weigh(const T v, const int k) {
  return v * (T)(k + 1);
}

static inline int rowSum(threadgroup const int *row, const int len) {
  int s = 0;
  for (int k = 0; k < len; ++k) {
    s += weigh(row[k], k);
  }
  return s;
}

static inline float blend(const float a, const int b) {
  return weigh(a, b) + (float)tri(b);
}

kernel void _occa_unusedKernel_0(constant int &n [[buffer(0)]], device float *x [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      x[2 * b + t] = blend(1.0f, t);
    }
  }
}

kernel void _occa_triangular_0(constant int &n [[buffer(0)]], device const int *a [[buffer(1)]], device int *rows [[buffer(2)]], device int *tot [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int row[9];
  {
    int o = 3 + (4 * _occa_group_position.x);
    int got;
    {
      int t = 0 + _occa_thread_position.x;
      if (t < o) {
        got = a[o * 10 + t];
        row[t] = got;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      if (t < o) {
        rows[o * 10 + t] = got + (t == 0 ? rowSum(row, o) : 0);
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = o + _occa_thread_position.x;
      if (t < 2 * o) {
        if (t == o) {
          tot[o] = tri(o) + rowSum(row, t - o + 1);
        }
      }
    }
  }
}

kernel void _occa_blended_0(constant int &n [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 5 + (5 * _occa_group_position.x);
    {
      int t = b + _occa_thread_position.x;
      y[t] = blend(x[t], t - b) + weigh(0.5, t - b);
    }
  }
}
