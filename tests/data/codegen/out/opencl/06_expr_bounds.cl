// Expression bounds: the iteration count of the outer loop is ((N - M - 1) - (M - 1) + 1) / 2.
__kernel void _occa_exprBounds_0(const int N, const int M, __global int *out) {
  {
    int i = N - M - 1 - (2 * get_group_id(0));
    {
      int j = M + 1 + (1 * get_local_id(0));
      out[i * N + j] += i - j;
    }
  }
}
