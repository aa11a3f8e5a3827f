// `@` and `[[okl_...]]` spellings mixed in one kernel and on one loop: a normalised tile beside
// an `@tile`, a trailing `; @inner` under a normalised `@outer`, `@shared` next to
// [[okl_exclusive]], [[okl_nobarrier]] together with a trailing `@inner`, `@barrier` and
// [[okl_barrier]] in one body, and `@atomic` beside [[okl_atomic]].
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_blockScaleMixed_0(const int N, __global const float *restrict x, __global float *restrict y, __global int *sums) {
  {
    int _occa_tiled_n = 0 + (16 * get_group_id(0));
    {
      int n = _occa_tiled_n + get_local_id(0);
      if (n < N) {
        y[n] = 2 * x[n];
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_blockScaleMixed_1(const int N, __global const float *restrict x, __global float *restrict y, __global int *sums) {
  {
    int _occa_tiled_n = 0 + (8 * get_group_id(0));
    {
      int n = _occa_tiled_n + get_local_id(0);
      if (n < N) {
        y[n] += 1;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_blockScaleMixed_2(const int N, __global const float *restrict x, __global float *restrict y, __global int *sums) {
  __local float s_y[8];
  {
    int b = 0 + get_group_id(0);
    int r_n;
    {
      int t = 0 + get_local_id(0);
      r_n = b * 8 + t;
      s_y[t] = r_n < N ? y[r_n] : 0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (r_n < N) {
        y[r_n] = s_y[t] + s_y[7 - t];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (r_n < N) {
        atomic_add(&sums[0], (r_n));
        atomic_add(&sums[1 + t % 2], (1));
      }
    }
  }
}
