// Block prefix scans: Hillis-Steele (inclusive) with `@shared` ping-pong buffers chosen by a
// private flag of the `@outer` body flipped between rounds, and Blelloch (exclusive) up- and
// down-sweeps whose `@inner` bodies are guarded by `t < 64 / (2 * d)`; every round is a regular
// loop in the `@outer` body with an explicit `@barrier` after its `@inner` loop.
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void _occa_blockScans_0(const int N, __global const int *x, __global int *incl, __global int *excl, __global int *totals) {
  __local int s_a[64];
  __local int s_b[64];
  __local int s_e[64];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const int id = b * 64 + t;
      s_a[t] = id < N ? x[id] : 0;
      s_e[t] = s_a[t];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int ping = 0;
    for (int off = 1; off < 64; off <<= 1) {
      {
        int t = 0 + get_local_id(0);
        if (ping == 0) {
          s_b[t] = s_a[t] + (t >= off ? s_a[t - off] : 0);
        } else {
          s_a[t] = s_b[t] + (t >= off ? s_b[t - off] : 0);
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      ping = 1 - ping;
    }
    for (int d = 1; d < 64; d *= 2) {
      {
        int t = 0 + get_local_id(0);
        const int bi = (2 * t + 2) * d - 1;
        if (bi < 64) {
          s_e[bi] += s_e[bi - d];
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    {
      int t = 0 + get_local_id(0);
      if (t == 63) {
        totals[b] = s_e[63];
        s_e[63] = 0;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int d = 32; d >= 1; d /= 2) {
      {
        int t = 0 + get_local_id(0);
        if (t < 64 / (2 * d)) {
          const int ai = (2 * t + 1) * d - 1;
          const int bi = ai + d;
          const int tmp = s_e[ai];
          s_e[ai] = s_e[bi];
          s_e[bi] += tmp;
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    {
      int t = 0 + get_local_id(0);
      const int id = b * 64 + t;
      if (id < N) {
        incl[id] = ping ? s_b[t] : s_a[t];
        excl[id] = s_e[t];
      }
    }
  }
}
