// `@dim`/`@dimOrder` arrays used in compound expressions: `+=` and `*=` on a `@dim` call,
// `++`/`--` on one, its address, nested calls as indices, calls inside `?:` and as helper
// arguments, a `@dim` typedef'd pointer with a macro extent, and argument expressions with
// commas inside parentheses.
typedef float *mat_t;

static inline int clampi(int a, int lo, int hi) {
  return a < lo ? lo : a > hi ? hi : a;
}

static inline void bump(__global float *v, float by) {
  *v += by;
}

__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_dimCompound_0(const int ne, __global float *const A, __global float *B, __global int *cnt, __global const int *perm) {
  {
    int e = 0 + get_group_id(0);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        B[i + 4 * (j + 4 * e)] += A[i + 4 * j] * 2.0f;
        B[i + 4 * (j + 4 * e)] *= i == j ? A[perm[i] + 4 * perm[j]] : 1.0f;
        bump(&B[i + 4 * (j + 4 * e)], A[clampi(i + 1, 0, 4 - 1) + 4 * (j - j)]);
        if (i == 0) {
          atomic_inc(&cnt[j + 4 * e]);
          cnt[j + 4 * e]++;
          --cnt[j + 4 * e];
          atomic_add(&cnt[perm[j] + 4 * e], (10));
        }
      }
    }
  }
}
