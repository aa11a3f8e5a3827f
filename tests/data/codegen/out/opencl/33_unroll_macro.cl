// #pragma unroll with a macro count.
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_unrolled_0(const int n, __global const float *x, __global float *y) {
  {
    int b = 0 + (16 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      float acc = 0.0f;
      #pragma unroll 4
      for (int k = 0; k < 8; ++k) {
        acc += x[(b + t + k) % n] * (float)(k + 1);
      }
      #pragma unroll
      for (int k = 0; k < 2; ++k) {
        acc -= 0.5f * (float)k;
      }
      if (b + t < n) {
        y[b + t] = acc;
      }
    }
  }
}
