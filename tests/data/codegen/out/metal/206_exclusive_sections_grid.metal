#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

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

kernel void _occa_exclusiveGrid_0(constant int &nby [[buffer(0)]], constant int &nbx [[buffer(1)]], device const int *x [[buffer(2)]], device int *out [[buffer(3)]], device int *extra [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int tile[3][4];
  {
    int by = 0 + _occa_group_position.y;
    {
      int bx = 0 + _occa_group_position.x;
      int mine = -5;
      Acc acc[2];
      {
        int ty = 0 + _occa_thread_position.y;
        {
          int tx = 0 + _occa_thread_position.x;
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
      threadgroup_barrier(mem_flags::mem_threadgroup);
      {
        int ty = 0 + _occa_thread_position.y;
        {
          int tx = 0 + _occa_thread_position.x;
          for (int k = 0; k < 4; ++k) {
            const int v = tile[(ty + 1) % 3][k];
            acc[k % 2].sum += v;
            acc[k % 2].hist[v % 2 != 0] += 1;
          }
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      {
        int ty = 0 + _occa_thread_position.y;
        {
          int tx = 0 + _occa_thread_position.x;
          tile[2 - ty][3 - tx] = mine + acc[1].sum;
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      if (by % 2 == 1) {
        int odd;
        {
          int ty = 0 + _occa_thread_position.y;
          {
            int tx = 0 + _occa_thread_position.x;
            odd = tile[ty][tx] * 2;
          }
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        {
          int ty = 0 + _occa_thread_position.y;
          {
            int tx = 0 + _occa_thread_position.x;
            const int gid = ((by * 3 + ty) * nbx + bx) * 4 + tx;
            extra[gid] = odd + acc[0].hist[1];
          }
        }
      }
      {
        int ty = 0 + _occa_thread_position.y;
        {
          int tx = 0 + _occa_thread_position.x;
          const int gid = ((by * 3 + ty) * nbx + bx) * 4 + tx;
          out[gid] = mine * 1000 + acc[0].sum * 10 + acc[1].hist[0] + tile[ty][tx];
        }
      }
    }
  }
}
