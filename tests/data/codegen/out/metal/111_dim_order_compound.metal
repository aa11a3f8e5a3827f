#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@dim`/`@dimOrder` arrays used in compound expressions: `+=` and `*=` on a `@dim` call,
// `++`/`--` on one, its address, nested calls as indices, calls inside `?:` and as helper
// arguments, a `@dim` typedef'd pointer with a macro extent, and argument expressions with
// commas inside parentheses.
typedef float *mat_t;

static inline int clampi(int a, int lo, int hi) {
  return a < lo ? lo : a > hi ? hi : a;
}

static inline void bump(device float *v, float by) {
  *v += by;
}

kernel void _occa_dimCompound_0(constant int &ne [[buffer(0)]], device float *A [[buffer(1)]], device float *B [[buffer(2)]], device int *cnt [[buffer(3)]], device const int *perm [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int e = 0 + _occa_group_position.x;
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        B[i + 4 * (j + 4 * e)] += A[i + 4 * j] * 2.0f;
        B[i + 4 * (j + 4 * e)] *= i == j ? A[perm[i] + 4 * perm[j]] : 1.0f;
        bump(&B[i + 4 * (j + 4 * e)], A[clampi(i + 1, 0, 4 - 1) + 4 * (j - j)]);
        if (i == 0) {
          atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&cnt[j + 4 * e]), (int) 1, memory_order_relaxed);
          cnt[j + 4 * e]++;
          --cnt[j + 4 * e];
          atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&cnt[perm[j] + 4 * e]), (int) (10), memory_order_relaxed);
        }
      }
    }
  }
}
