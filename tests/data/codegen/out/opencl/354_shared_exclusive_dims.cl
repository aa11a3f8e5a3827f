// @dim/@dimOrder on @shared and @exclusive arrays, 2-D and 3-D, with macro extents and
// permuted orders: values go in through one index order and come out through another, and the
// raw storage of the 3-D @shared array is copied out so that its layout is observable.
__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_sharedExclusiveDims_0(const int Nelements, __global const float *q, __global float *out, __global float *raw) {
  __local float s_q[32];
  __local float s_t[16];
  {
    int e = 0 + get_group_id(0);
    float r_a[8];
    float r_b[8];
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int id = e * 16 + j * 4 + i;
        s_q[0 + 2 * (j + 4 * i)] = q[id];
        s_q[1 + 2 * (j + 4 * i)] = 2 * q[id];
        for (int m = 0; m < 4; ++m) {
          r_a[0 + 2 * m] = m + i;
          r_a[1 + 2 * m] = m * j;
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        s_t[i + 4 * j] = s_q[1 + 2 * (i + 4 * j)] - s_q[0 + 2 * (j + 4 * i)];
        for (int m = 0; m < 4; ++m) {
          r_b[0 + 2 * m] = r_a[0 + 2 * m] * r_a[1 + 2 * m];
          r_b[1 + 2 * m] = r_a[1 + 2 * m];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int id = e * 16 + j * 4 + i;
        float acc = 0;
        for (int m = 0; m < 4; ++m) {
          acc += r_b[0 + 2 * m] + r_b[1 + 2 * m];
        }
        out[id] = s_t[j + 4 * i] + acc;
        const int k = j * 4 + i;
        raw[2 * e * 16 + k] = s_q[k];
        raw[2 * e * 16 + 16 + k] = s_q[16 + k];
      }
    }
  }
}
