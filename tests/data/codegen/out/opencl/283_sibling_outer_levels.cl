// Two and three sibling `@outer(0)` loops in the body of one `@outer(1)` loop (one work-group
// grid; a group runs every sibling in turn), each with its own `@shared` and `@exclusive`
// arrays of one name and a different `@inner` shape (1 x 8, 2 x 4, 4 x 2); a regular loop and an
// `if` on the `@outer(1)` iterator between the siblings, and a group-level local between
// `@outer(1)` and the siblings. Each sibling reads what the previous one wrote for its own group.
__kernel __attribute__((reqd_work_group_size(8, 4, 1))) void _occa_siblingOuters_0(const int ny, const int nx, __global const int *x, __global int *a, __global int *out) {
  __local int s[8];
  __local int s_1[2][4];
  {
    int by = 0 + get_group_id(1);
    const int rowBase = by * nx * 8;
    {
      int bx = 0 + get_group_id(0);
      if (bx < nx) {
        int e;
        {
          int u = 0 + get_local_id(1);
          if (u < 1) {
            {
              int t = 0 + get_local_id(0);
              e = x[rowBase + bx * 8 + t];
              s[t] = e * 2;
            }
          }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        {
          int u = 0 + get_local_id(1);
          if (u < 1) {
            {
              int t = 0 + get_local_id(0);
              if (t < 8) {
                a[rowBase + bx * 8 + t] = s[7 - t] + e;
              }
            }
          }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
      }
    }
    for (int r = 0; r < 2; ++r) {
      {
        int bx = 0 + get_group_id(0);
        if (bx < nx) {
          int e[2];
          {
            int i = 0 + get_local_id(1);
            if (i < 2) {
              {
                int j = 0 + get_local_id(0);
                if (j < 4) {
                  e[0] = a[rowBase + bx * 8 + i * 4 + j];
                  e[1] = r;
                  s_1[i][j] = e[0];
                }
              }
            }
          }
          barrier(CLK_LOCAL_MEM_FENCE);
          {
            int i = 0 + get_local_id(1);
            if (i < 2) {
              {
                int j = 0 + get_local_id(0);
                if (j < 4) {
                  a[rowBase + bx * 8 + i * 4 + j] = e[0] + s_1[1 - i][j] * (e[1] + 1);
                }
              }
            }
          }
          barrier(CLK_LOCAL_MEM_FENCE);
        }
      }
    }
    if (by % 2 == 1) {
      {
        int bx = nx - 1 - get_group_id(0);
        if (bx >= 0) {
          int e;
          {
            int i = 0 + get_local_id(1);
            {
              int j = 0 + get_local_id(0);
              if (j < 2) {
                // Iteration `bx` of this decreasing sibling runs on the work-group that ran
                // iteration `nx - 1 - bx` of the siblings above: only what that group wrote is
                // ordered before this read (work-groups are not ordered with each other).
                e = a[rowBase + (nx - 1 - bx) * 8 + i * 2 + j];
              }
            }
          }
          {
            int i = 0 + get_local_id(1);
            if (i < 4) {
              {
                int j = 0 + get_local_id(0);
                if (j < 2) {
                  out[rowBase + bx * 8 + i * 2 + j] = e + 1000;
                }
              }
            }
          }
        }
      }
    } else {
      {
        int bx = 0 + get_group_id(0);
        if (bx < nx) {
          {
            int i = 0 + get_local_id(1);
            if (i < 4) {
              {
                int j = 0 + get_local_id(0);
                if (j < 2) {
                  out[rowBase + bx * 8 + i * 2 + j] = -a[rowBase + bx * 8 + i * 2 + j];
                }
              }
            }
          }
        }
      }
    }
  }
}
