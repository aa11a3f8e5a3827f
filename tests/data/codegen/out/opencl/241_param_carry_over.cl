// A kernel parameter written in one `@inner` loop and read in the next ones of the same
// `@outer` iteration: each GPU work-item keeps its own copy from loop to loop, also when the
// write is in a non-innermost `@inner` body (`acc += 100 * ty`, run by every work-item below)
// and when a regular loop runs an `@inner` loop several times. Each work-group starts again
// from the argument.
__kernel __attribute__((reqd_work_group_size(4, 2, 1))) void _occa_paramCarry_0(const int n, int acc, __global int *y) {
  {
    int b = 0 + get_group_id(0);
    {
      int ty = 0 + get_local_id(1);
      acc += 100 * ty;
      {
        int tx = 0 + get_local_id(0);
        acc += tx * b;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int r = 0; r < 3; ++r) {
      {
        int ty = 0 + get_local_id(1);
        {
          int tx = 0 + get_local_id(0);
          acc *= 2;
        }
      }
    }
    {
      int ty = 0 + get_local_id(1);
      {
        int tx = 0 + get_local_id(0);
        y[b * 8 + ty * 4 + tx] = acc;
      }
    }
  }
}
