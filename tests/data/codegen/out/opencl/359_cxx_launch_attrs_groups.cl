// The launch attributes in the C++ spelling with `-D` names inside their strings, several OKL
// entries in one `[[...]]` group, and standard attributes in the same groups: a strided copy
// whose block size is a kernel argument, so @exclusive storage is sized by max_inner_dims.
__kernel void _occa_stridedScale_0(const int N, const int Nt, __global const float *x, __global float *y, __global int *counts) {
  {
    int b = 0 + (Nt * get_group_id(0));
    int r_n;
    float r_x;
    {
      int t = 0 + get_local_id(0);
      r_n = b + t;
      r_x = r_n < N ? x[r_n] : 0;
    }
    {
      int t = 0 + get_local_id(0);
      const int lane = t % 8;
      if (r_n < N) {
        y[r_n] = 3 * r_x;
        atomic_inc(&counts[t % 3]);
      }
    }
  }
}
