#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@shared` arrays of structs with array members, declared inside a nested block and inside
// an `if` of the `@outer` body, an `@exclusive` array of a typedef'd struct type declared in
// the same block, and a 3-D `@shared` array indexed with computed subscripts.
typedef struct {
  float v[2];
  int tag;
} cell_t;

kernel void _occa_sharedStructsBlocks_0(constant int &nb [[buffer(0)]], constant int &flag [[buffer(1)]], device const float *x [[buffer(2)]], device float *y [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup cell_t cells[8];
  threadgroup float cube[2][2][2];
  {
    int b = 0 + _occa_group_position.x;
    {
      cell_t mine[2];
      {
        int t = 0 + _occa_thread_position.x;
        cells[t].v[0] = x[b * 8 + t];
        cells[t].v[1] = 2.0f * x[b * 8 + t];
        cells[t].tag = t;
        mine[0] = cells[t];
        mine[1].tag = 7 - t;
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      {
        int t = 0 + _occa_thread_position.x;
        threadgroup const cell_t &o = cells[mine[1].tag];
        y[b * 8 + t] = o.v[0] + o.v[1] + (float)mine[0].tag;
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
    }
    if (flag) {
      {
        int t = 0 + _occa_thread_position.x;
        cube[t >> 2][(t >> 1) & 1][t & 1] = (float)t;
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      {
        int t = 0 + _occa_thread_position.x;
        y[b * 8 + t] += 100.0f * cube[(7 - t) >> 2][((7 - t) >> 1) & 1][(7 - t) & 1];
      }
    }
  }
}
