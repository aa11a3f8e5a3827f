// nekRS-style block kernel: several `@outer` nests in one kernel, each with its own `@shared`
// array of the same name, per-work-group state (plain locals of the `@outer` body) computed and
// updated between `@inner` loops, explicit `@barrier` inside an `if` and in a regular loop of
// the `@outer` body, and a tree reduction whose `@inner` loops sit in a `for` with `/=` update.
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_workgroupState_0(const int N, __global const float *x, __global float *partial, __global float *y) {
  __local float s_x[8];
  {
    int b = 0 + get_group_id(0);
    const int start = b * 8;
    int alive = N - start;
    if (alive > 8) {
      alive = 8;
    }
    {
      int t = 0 + get_local_id(0);
      s_x[t] = t < alive ? x[start + t] : 0.0f;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (alive < 8) {
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (int active = 8 / 2; active > 0; active /= 2) {
      {
        int t = 0 + get_local_id(0);
        if (t < active) {
          s_x[t] += s_x[t + active];
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    float scale = 1.0f;
    if (alive < 8) {
      scale = 2.0f;
    }
    {
      int t = 0 + get_local_id(0);
      if (t == 0) {
        partial[b] = scale * s_x[0];
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_workgroupState_1(const int N, __global const float *x, __global float *partial, __global float *y) {
  __local float s_x[2][8];
  {
    int b = 0 + get_group_id(0);
    int phase = 0;
    {
      int t = 0 + get_local_id(0);
      const int n = b * 8 + t;
      s_x[phase][t] = n < N ? x[n] : 0.0f;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    phase = 1 - phase;
    {
      int t = 0 + get_local_id(0);
      s_x[phase][t] = s_x[1 - phase][8 - 1 - t] + partial[b];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    phase = 1 - phase;
    {
      int t = 0 + get_local_id(0);
      const int n = b * 8 + t;
      if (n < N) {
        y[n] = s_x[1 - phase][t] - s_x[phase][t];
      }
    }
  }
}
