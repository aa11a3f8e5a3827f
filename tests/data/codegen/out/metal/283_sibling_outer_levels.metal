#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Two and three sibling `@outer(0)` loops in the body of one `@outer(1)` loop (one work-group
// grid; a group runs every sibling in turn), each with its own `@shared` and `@exclusive`
// arrays of one name and a different `@inner` shape (1 x 8, 2 x 4, 4 x 2); a regular loop and an
// `if` on the `@outer(1)` iterator between the siblings, and a group-level local between
// `@outer(1)` and the siblings. Each sibling reads what the previous one wrote for its own group.
kernel void _occa_siblingOuters_0(constant int &ny [[buffer(0)]], constant int &nx [[buffer(1)]], device const int *x [[buffer(2)]], device int *a [[buffer(3)]], device int *out [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[8];
  threadgroup int s_1[2][4];
  {
    int by = 0 + _occa_group_position.y;
    const int rowBase = by * nx * 8;
    {
      int bx = 0 + _occa_group_position.x;
      if (bx < nx) {
        int e;
        {
          int u = 0 + _occa_thread_position.y;
          if (u < 1) {
            {
              int t = 0 + _occa_thread_position.x;
              e = x[rowBase + bx * 8 + t];
              s[t] = e * 2;
            }
          }
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        {
          int u = 0 + _occa_thread_position.y;
          if (u < 1) {
            {
              int t = 0 + _occa_thread_position.x;
              if (t < 8) {
                a[rowBase + bx * 8 + t] = s[7 - t] + e;
              }
            }
          }
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
      }
    }
    for (int r = 0; r < 2; ++r) {
      {
        int bx = 0 + _occa_group_position.x;
        if (bx < nx) {
          int e[2];
          {
            int i = 0 + _occa_thread_position.y;
            if (i < 2) {
              {
                int j = 0 + _occa_thread_position.x;
                if (j < 4) {
                  e[0] = a[rowBase + bx * 8 + i * 4 + j];
                  e[1] = r;
                  s_1[i][j] = e[0];
                }
              }
            }
          }
          threadgroup_barrier(mem_flags::mem_threadgroup);
          {
            int i = 0 + _occa_thread_position.y;
            if (i < 2) {
              {
                int j = 0 + _occa_thread_position.x;
                if (j < 4) {
                  a[rowBase + bx * 8 + i * 4 + j] = e[0] + s_1[1 - i][j] * (e[1] + 1);
                }
              }
            }
          }
          threadgroup_barrier(mem_flags::mem_threadgroup);
        }
      }
    }
    if (by % 2 == 1) {
      {
        int bx = nx - 1 - _occa_group_position.x;
        if (bx >= 0) {
          int e;
          {
            int i = 0 + _occa_thread_position.y;
            {
              int j = 0 + _occa_thread_position.x;
              if (j < 2) {
                // Iteration `bx` of this decreasing sibling runs on the work-group that ran
                // iteration `nx - 1 - bx` of the siblings above: only what that group wrote is
                // ordered before this read (work-groups are not ordered with each other).
                e = a[rowBase + (nx - 1 - bx) * 8 + i * 2 + j];
              }
            }
          }
          {
            int i = 0 + _occa_thread_position.y;
            if (i < 4) {
              {
                int j = 0 + _occa_thread_position.x;
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
        int bx = 0 + _occa_group_position.x;
        if (bx < nx) {
          {
            int i = 0 + _occa_thread_position.y;
            if (i < 4) {
              {
                int j = 0 + _occa_thread_position.x;
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
