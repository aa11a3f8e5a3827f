// Decreasing OKL loops: `i >= 0; --i` and `j > 0; j--`.
__kernel void _occa_decreasingLoops_0(const int N, const int M, __global const float *x, __global float *y) {
  {
    int i = N - 1 - get_group_id(0);
    {
      int j = M - get_local_id(0);
      y[i * M + (j - 1)] = x[i * M + (M - j)] * 2.0f + (float)i;
    }
  }
}
