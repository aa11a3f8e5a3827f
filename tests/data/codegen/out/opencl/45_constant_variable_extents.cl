// `@shared` extents written with `const`/`constexpr` integer variables (global and local) as
// C++ allows, not only with literals or macros.
__constant const int WIDTH = 8;

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_rowSums_0(const int rows, __global const float *a, __global float *sums) {
  __local float row[9];
  const int PAD = 1;
  {
    int r = 0 + get_group_id(0);
    const int cells = WIDTH + PAD;
    {
      int c = 0 + get_local_id(0);
      row[c] = a[r * WIDTH + c];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int c = 0 + get_local_id(0);
      if (c < 1) {
        row[WIDTH] = 0.0f;
        for (int k = 0; k < WIDTH; ++k) {
          row[WIDTH] += row[k];
        }
        sums[r] = row[WIDTH];
      }
    }
  }
}
