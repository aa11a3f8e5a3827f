// A 3-D `@outer` grid written in the order `@outer(1)`, `@outer(2)`, `@outer(0)` with non-zero
// starts and steps (up by 2, down by 3, up by 1 from -2); below it an `if` on the outer
// iterators chooses between two 2-D `@inner` nests of different shapes (4 x 3 and 2 x 6, axes
// written `@inner(0)` outside `@inner(1)` in one branch), both writing the same `@exclusive`
// and `@shared` variables that a later common nest reads. The work-group is 4 x 6 (per-axis
// maxima); in each group only the items of the taken branch write.
__kernel __attribute__((reqd_work_group_size(4, 6, 1))) void _occa_permutedAxes_0(const int nx, const int ny, const int nz, __global int *out, __global int *groups) {
  __local int tile[6][4];
  {
    int y = 1 + (2 * get_group_id(1));
    {
      int z = nz - (3 * get_group_id(2));
      {
        int x = -2 + get_group_id(0);
        int mine;
        const int g = (y / 2 * ((nz + 2) / 3) + (nz - z) / 3) * (nx + 2) + (x + 2);
        {
          int j = 0 + get_local_id(1);
          {
            int i = 0 + get_local_id(0);
            tile[j][i] = -1;
            mine = -2;
          }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if ((x + y + z) % 2 == 0) {
          {
            int j = 0 + get_local_id(1);
            if (j < 3) {
              {
                int i = 0 + get_local_id(0);
                if (i < 4) {
                  mine = 100 * x + 10 * j + i;
                  tile[j][i] = y * z;
                }
              }
            }
          }
          barrier(CLK_LOCAL_MEM_FENCE);
        } else {
          {
            int i = 0 + get_local_id(0);
            if (i < 2) {
              {
                int j = 0 + get_local_id(1);
                if (j < 6) {
                  mine = -(100 * x + 10 * j + i);
                  tile[j][i] = y + z;
                }
              }
            }
          }
          barrier(CLK_LOCAL_MEM_FENCE);
        }
        {
          int j = 0 + get_local_id(1);
          if (j < 6) {
            {
              int i = 0 + get_local_id(0);
              if (i < 4) {
                out[g * 24 + j * 4 + i] = mine * 1000 + tile[j][i];
                if (i == 0 && j == 0) {
                  groups[g] = x * 10000 + y * 100 + z;
                }
              }
            }
          }
        }
      }
    }
  }
}
