// `@shared` arrays of structs with array members, declared inside a nested block and inside
// an `if` of the `@outer` body, an `@exclusive` array of a typedef'd struct type declared in
// the same block, and a 3-D `@shared` array indexed with computed subscripts.
typedef struct {
  float v[2];
  int tag;
} cell_t;

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_sharedStructsBlocks_0(const int nb, const int flag, __global const float *x, __global float *y) {
  __local cell_t cells[8];
  __local float cube[2][2][2];
  {
    int b = 0 + get_group_id(0);
    {
      cell_t mine[2];
      {
        int t = 0 + get_local_id(0);
        cells[t].v[0] = x[b * 8 + t];
        cells[t].v[1] = 2.0f * x[b * 8 + t];
        cells[t].tag = t;
        mine[0] = cells[t];
        mine[1].tag = 7 - t;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int t = 0 + get_local_id(0);
        __local const cell_t *o = &cells[mine[1].tag];
        y[b * 8 + t] = (*o).v[0] + (*o).v[1] + (float)mine[0].tag;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (flag) {
      {
        int t = 0 + get_local_id(0);
        cube[t >> 2][(t >> 1) & 1][t & 1] = (float)t;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int t = 0 + get_local_id(0);
        y[b * 8 + t] += 100.0f * cube[(7 - t) >> 2][((7 - t) >> 1) & 1][(7 - t) & 1];
      }
    }
  }
}
