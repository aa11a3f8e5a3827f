#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A 3-D work-group with explicit axes: `@outer(2)`/`@outer(1)`/`@outer(0)` in nesting order,
// and three `@inner` nests that visit the same work-items in different loop orders
// (z-x-y, z-y-x and x-y-z by nesting). An `@exclusive` value written in the first nest must
// be read back by the same logical work-item (same axis indices) in the later nests, and a
// `@shared` 3-D tile is transposed through between them.
typedef float tile_t[2][3][4];

kernel void _occa_axes3dExclusive_0(constant int &nbx [[buffer(0)]], constant int &nby [[buffer(1)]], constant int &nbz [[buffer(2)]], device float *out [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup tile_t s;
  {
    int bz = 0 + _occa_group_position.z;
    {
      int by = 0 + _occa_group_position.y;
      {
        int bx = 0 + _occa_group_position.x;
        int gid;
        float w[2];
        {
          int z = 0 + _occa_thread_position.z;
          {
            int x = 0 + _occa_thread_position.x;
            {
              int y = 0 + _occa_thread_position.y;
              gid = ((bz * 2 + z) * (nby * 3) + (by * 3 + y)) * (nbx * 4) + bx * 4 + x;
              w[0] = 0.5f * x;
              w[1] = 0.25f * y + z;
              s[z][y][x] = (float)(100 * z + 10 * y + x);
            }
          }
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        {
          int z = 0 + _occa_thread_position.z;
          {
            int y = 0 + _occa_thread_position.y;
            {
              int x = 0 + _occa_thread_position.x;
              out[gid] = s[2 - 1 - z][y][4 - 1 - x] + w[0] + w[1];
            }
          }
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        {
          int x = 0 + _occa_thread_position.x;
          {
            int y = 0 + _occa_thread_position.y;
            {
              int z = 0 + _occa_thread_position.z;
              out[gid] += 1000.0f * (bz + by + bx);
            }
          }
        }
      }
    }
  }
}
