// `@barrier` inside `@inner` bodies under control every work-item of the group shares: the body
// of an exact `@tile(16, @inner, @inner)` (its element loop starts at a per-work-item tile
// index but always runs 16 times), a `switch` on a kernel argument, a `while` on a `@shared`
// counter read at a fixed index, a regular loop over an `@outer`-body local bound with a
// uniform `continue` and `break`, a `?:` of kernel arguments as a bound. Values never rely on
// the barriers (host backends drop barriers inside `@inner` bodies).
__kernel __attribute__((reqd_work_group_size(16, 4, 1))) void _occa_uniformInner_0(const int N, const int mode, __global const float *x, __global float *y, __global int *rounds) {
  __local float s_x[64];
  __local int s_n[2];
  {
    int b = 0 + get_group_id(0);
    const int reps = mode > 1 ? mode : 2;
    {
      int _occa_tiled_i = 0 + (16 * get_local_id(1));
      {
        int i = _occa_tiled_i + get_local_id(0);
        if (i < 64) {
          s_x[i] = x[b * 64 + i];
          barrier(CLK_LOCAL_MEM_FENCE);
          s_n[i & 1] = i & 1 ? 0 : b + 1;
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int tj = 0 + get_local_id(1);
      {
        int ti = 0 + get_local_id(0);
        const int t = tj * 16 + ti;
        float v = s_x[t];
        switch (mode) {
          case 1:
            v *= 2.0f;
            barrier(CLK_LOCAL_MEM_FENCE);
            break;
          case 3:
            v *= 3.0f;
            barrier(CLK_LOCAL_MEM_FENCE);
            break;
          default:
            barrier(CLK_LOCAL_MEM_FENCE);
            break;
        }
        int k = 0;
        while (k < s_n[0]) {
          v += 0.5f;
          barrier(CLK_LOCAL_MEM_FENCE);
          ++k;
        }
        for (int r = 0; r < reps + 4; ++r) {
          if (r == 1) {
            continue;
          }
          if (r == reps) {
            break;
          }
          v += 1.0f;
          barrier(CLK_LOCAL_MEM_FENCE);
        }
        y[b * 64 + t] = v;
        if (t == 0) {
          rounds[b] = k + reps;
        }
      }
    }
  }
}
