// `@dim`/`@dimOrder` arrays used in compound expressions: `+=` and `*=` on a `@dim` call,
// `++`/`--` on one, its address, nested calls as indices, calls inside `?:` and as helper
// arguments, a `@dim` typedef'd pointer with a macro extent, and argument expressions with
// commas inside parentheses.
typedef float *mat_t;

static inline int clampi(int a, int lo, int hi) {
  return a < lo ? lo : a > hi ? hi : a;
}

static inline void bump(float *v, float by) {
  *v += by;
}

extern "C" void dimCompound(const int &ne, const mat_t A, float *B, int *cnt, const int *perm) {
  #pragma omp parallel for
  for (int e = 0; e < ne; ++e) {
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        B[i + 4 * (j + 4 * e)] += A[i + 4 * j] * 2.0f;
        B[i + 4 * (j + 4 * e)] *= i == j ? A[perm[i] + 4 * perm[j]] : 1.0f;
        bump(&B[i + 4 * (j + 4 * e)], A[clampi(i + 1, 0, 4 - 1) + 4 * (j - j)]);
        if (i == 0) {
          #pragma omp atomic
          ++cnt[j + 4 * e];
          cnt[j + 4 * e]++;
          --cnt[j + 4 * e];
          #pragma omp atomic
          cnt[perm[j] + 4 * e] += 10;
        }
      }
    }
  }
}
