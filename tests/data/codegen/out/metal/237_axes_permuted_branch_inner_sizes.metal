#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A 3-D `@outer` grid written in the order `@outer(1)`, `@outer(2)`, `@outer(0)` with non-zero
// starts and steps (up by 2, down by 3, up by 1 from -2); below it an `if` on the outer
// iterators chooses between two 2-D `@inner` nests of different shapes (4 x 3 and 2 x 6, axes
// written `@inner(0)` outside `@inner(1)` in one branch), both writing the same `@exclusive`
// and `@shared` variables that a later common nest reads. The work-group is 4 x 6 (per-axis
// maxima); in each group only the items of the taken branch write.
kernel void _occa_permutedAxes_0(constant int &nx [[buffer(0)]], constant int &ny [[buffer(1)]], constant int &nz [[buffer(2)]], device int *out [[buffer(3)]], device int *groups [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int tile[6][4];
  {
    int y = 1 + (2 * _occa_group_position.y);
    {
      int z = nz - (3 * _occa_group_position.z);
      {
        int x = -2 + _occa_group_position.x;
        int mine;
        const int g = (y / 2 * ((nz + 2) / 3) + (nz - z) / 3) * (nx + 2) + (x + 2);
        {
          int j = 0 + _occa_thread_position.y;
          {
            int i = 0 + _occa_thread_position.x;
            tile[j][i] = -1;
            mine = -2;
          }
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        if ((x + y + z) % 2 == 0) {
          {
            int j = 0 + _occa_thread_position.y;
            if (j < 3) {
              {
                int i = 0 + _occa_thread_position.x;
                if (i < 4) {
                  mine = 100 * x + 10 * j + i;
                  tile[j][i] = y * z;
                }
              }
            }
          }
          threadgroup_barrier(mem_flags::mem_threadgroup);
        } else {
          {
            int i = 0 + _occa_thread_position.x;
            if (i < 2) {
              {
                int j = 0 + _occa_thread_position.y;
                if (j < 6) {
                  mine = -(100 * x + 10 * j + i);
                  tile[j][i] = y + z;
                }
              }
            }
          }
          threadgroup_barrier(mem_flags::mem_threadgroup);
        }
        {
          int j = 0 + _occa_thread_position.y;
          if (j < 6) {
            {
              int i = 0 + _occa_thread_position.x;
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
