// Histogram with `@shared` bins and `@atomic`: bins zeroed by a strided loop whose start is the
// work-item index, a grid-strided `while` over the input whose bounds read it, `@atomic` updates
// of `@shared` and global bins; explicit barriers at the end of those `@inner` bodies (after,
// not inside, the per-work-item loops) and between the `@inner` loops.
// Defines: -DNBINS=10 -DBS=16 -DGROUPS=3
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_histogram_0(const int N, __global const int *keys, __global int *hist) {
  __local int s_h[10];
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      for (int k = t; k < 10; k += 16) {
        s_h[k] = 0;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      int id = g * 16 + t;
      while (id < N) {
        const int key = keys[id];
        if (key >= 0 && key < 10) {
          atomic_add(&s_h[key], (1));
        }
        id += 3 * 16;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      for (int k = t; k < 10; k += 16) {
        if (s_h[k] != 0) {
          atomic_add(&hist[k], (s_h[k]));
        }
      }
    }
  }
}
