// A 3-D work-group with explicit axes: `@outer(2)`/`@outer(1)`/`@outer(0)` in nesting order,
// and three `@inner` nests that visit the same work-items in different loop orders
// (z-x-y, z-y-x and x-y-z by nesting). An `@exclusive` value written in the first nest must
// be read back by the same logical work-item (same axis indices) in the later nests, and a
// `@shared` 3-D tile is transposed through between them.
typedef float tile_t[2][3][4];

__kernel __attribute__((reqd_work_group_size(4, 3, 2))) void _occa_axes3dExclusive_0(const int nbx, const int nby, const int nbz, __global float *out) {
  __local tile_t s;
  {
    int bz = 0 + get_group_id(2);
    {
      int by = 0 + get_group_id(1);
      {
        int bx = 0 + get_group_id(0);
        int gid;
        float w[2];
        {
          int z = 0 + get_local_id(2);
          {
            int x = 0 + get_local_id(0);
            {
              int y = 0 + get_local_id(1);
              gid = ((bz * 2 + z) * (nby * 3) + (by * 3 + y)) * (nbx * 4) + bx * 4 + x;
              w[0] = 0.5f * x;
              w[1] = 0.25f * y + z;
              s[z][y][x] = (float)(100 * z + 10 * y + x);
            }
          }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        {
          int z = 0 + get_local_id(2);
          {
            int y = 0 + get_local_id(1);
            {
              int x = 0 + get_local_id(0);
              out[gid] = s[2 - 1 - z][y][4 - 1 - x] + w[0] + w[1];
            }
          }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        {
          int x = 0 + get_local_id(0);
          {
            int y = 0 + get_local_id(1);
            {
              int z = 0 + get_local_id(2);
              out[gid] += 1000.0f * (bz + by + bx);
            }
          }
        }
      }
    }
  }
}
