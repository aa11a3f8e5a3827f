// A 2-D grid (`@outer(1)` over rows of blocks, `@outer(0)` over columns) with a 2-D work-group
// (`@inner(1)` 3 x `@inner(0)` 4). `@exclusive` state lives through four barrier-separated
// sections: written only on some work-items in an `if` of section 1 (the others keep the
// initializer), an array of structs filled by a regular loop, read back in later sections in
// a different order; a second `@exclusive` is declared inside an `if` of the `@outer` body
// and used only in the `@inner` loops of that `if`. A `@shared` tile carries values between
// work-items.
struct Acc {
  int sum;
  int hist[2];
};

__kernel __attribute__((reqd_work_group_size(4, 3, 1))) void _occa_exclusiveGrid_0(const int nby, const int nbx, __global const int *x, __global int *out, __global int *extra) {
  __local int tile[3][4];
  {
    int by = 0 + get_group_id(1);
    {
      int bx = 0 + get_group_id(0);
      int mine = -5;
      struct Acc acc[2];
      {
        int ty = 0 + get_local_id(1);
        {
          int tx = 0 + get_local_id(0);
          const int gid = ((by * 3 + ty) * nbx + bx) * 4 + tx;
          if ((tx + ty) % 2 == 0) {
            mine = x[gid];
          }
          tile[ty][tx] = x[gid];
          for (int a = 0; a < 2; ++a) {
            acc[a].sum = 0;
            acc[a].hist[0] = acc[a].hist[1] = 0;
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int ty = 0 + get_local_id(1);
        {
          int tx = 0 + get_local_id(0);
          for (int k = 0; k < 4; ++k) {
            const int v = tile[(ty + 1) % 3][k];
            acc[k % 2].sum += v;
            acc[k % 2].hist[v % 2 != 0] += 1;
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int ty = 0 + get_local_id(1);
        {
          int tx = 0 + get_local_id(0);
          tile[2 - ty][3 - tx] = mine + acc[1].sum;
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      if (by % 2 == 1) {
        int odd;
        {
          int ty = 0 + get_local_id(1);
          {
            int tx = 0 + get_local_id(0);
            odd = tile[ty][tx] * 2;
          }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        {
          int ty = 0 + get_local_id(1);
          {
            int tx = 0 + get_local_id(0);
            const int gid = ((by * 3 + ty) * nbx + bx) * 4 + tx;
            extra[gid] = odd + acc[0].hist[1];
          }
        }
      }
      {
        int ty = 0 + get_local_id(1);
        {
          int tx = 0 + get_local_id(0);
          const int gid = ((by * 3 + ty) * nbx + bx) * 4 + tx;
          out[gid] = mine * 1000 + acc[0].sum * 10 + acc[1].hist[0] + tile[ty][tx];
        }
      }
    }
  }
}
