// @exclusive scalars and arrays read across 2-D inner nests of different extents inside a
// `while` loop between the outer and inner loops, with explicit barriers and @shared data; and a
// second @outer nest with 3-D inner nests of different extents.
__kernel __attribute__((reqd_work_group_size(16, 4, 1))) void _occa_exclusiveWhile_0(const int nB, __global const int *x, __global int *y, __global float *out2) {
  __local int s[4][8];
  {
    int b = 0 + get_group_id(0);
    int e;
    int hist[3];
    {
      int ty = 0 + get_local_id(1);
      {
        int tx = 0 + get_local_id(0);
        if (tx < 8) {
          e = x[b * 32 + ty * 8 + tx];
          hist[0] = hist[1] = hist[2] = 0;
          s[ty][tx] = e;
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int r = 0;
    while (r < 3) {
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int ty = 0 + get_local_id(1);
        if (ty < 2) {
          {
            int tx = 0 + get_local_id(0);
            if (tx < 8) {
              hist[r] = e + s[ty + 2][tx] * (r + 1);
              e += r;
            }
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int ty = 0 + get_local_id(1);
        if (ty < 4) {
          {
            int tx = 0 + get_local_id(0);
            if (tx < 8) {
              if (ty < 2) {
                e -= hist[r] % 5;
              }
            }
          }
        }
      }
      ++r;
    }
    {
      int ty = 0 + get_local_id(1);
      if (ty < 4) {
        {
          int tx = 0 + get_local_id(0);
          if (tx < 8) {
            y[b * 32 + ty * 8 + tx] = e * 1000 + hist[0] * 100 + hist[1] * 10 + hist[2];
          }
        }
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(5, 3, 2))) void _occa_exclusiveWhile_1(const int nB, __global const int *x, __global int *y, __global float *out2) {
  {
    int b = 0 + get_group_id(0);
    float acc[2];
    {
      int z = 0 + get_local_id(2);
      {
        int yy = 0 + get_local_id(1);
        {
          int xx = 0 + get_local_id(0);
          if (xx < 4) {
            acc[0] = xx + 10 * yy + 100 * z;
            acc[1] = b;
          }
        }
      }
    }
    {
      int z = 0 + get_local_id(2);
      if (z < 1) {
        {
          int yy = 0 + get_local_id(1);
          {
            int xx = 0 + get_local_id(0);
            if (xx < 4) {
              acc[1] += 2.0f * acc[0];
            }
          }
        }
      }
    }
    {
      int z = 0 + get_local_id(2);
      if (z < 2) {
        {
          int yy = 0 + get_local_id(1);
          {
            int xx = 0 + get_local_id(0);
            if (xx < 4) {
              out2[b * 24 + z * 12 + yy * 4 + xx] = acc[0] * 1000.0f + acc[1];
            }
          }
        }
      }
    }
  }
}
