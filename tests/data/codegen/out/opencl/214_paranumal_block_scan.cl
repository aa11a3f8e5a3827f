// Adapted from libParanumal libs/core/okl/blockShflScan.okl: the warp shuffles are replaced by
// a ping-pong @shared scan. @exclusive lane/warp/index/value carried through six
// barrier-separated @inner loops, a regular loop with two iterators (`d <<= 1, p ^= 1`) around
// one of them, warp offsets in @shared memory scanned by one work-item, an @atomic histogram.
typedef int dlong;

typedef int entry_t;

typedef int scan_t;

static inline scan_t entryMap(const entry_t a, const entry_t a1) {
  return a != a1 ? 1 : 0;
}

__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_blockScan_0(dlong N, __global const entry_t *o_a, __global scan_t *o_scana, __global scan_t *o_offsets, __global int *o_hist) {
  __local scan_t s_offsets[4];
  __local scan_t s_x[2][16];
  {
    dlong b = 0 + get_group_id(0);
    scan_t x;
    int l;
    int w;
    dlong n;
    {
      int t = 0 + get_local_id(0);
      l = t % 4;
      w = t >> 2;
      n = t + b * 16;
      dlong n1 = n > 0 ? n - 1 : 0;
      x = n < N ? entryMap(o_a[n], o_a[n1]) : 0;
      s_x[0][t] = x;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int d = 1, p = 0; d < 4; d <<= 1, p ^= 1) {
      {
        int t = 0 + get_local_id(0);
        const scan_t y = l >= d ? s_x[p][t - d] : 0;
        x += y;
        s_x[p ^ 1][t] = x;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    {
      int t = 0 + get_local_id(0);
      if (l == 4 - 1) {
        s_offsets[w] = x;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t == 0) {
        for (int k = 1; k < 16 / 4; ++k) {
          s_offsets[k] += s_offsets[k - 1];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      x += w != 0 ? s_offsets[w - 1] : 0;
      if (n < N) {
        o_scana[n] = x;
        atomic_add(&o_hist[x & 3], ((dlong)(0xffffffff >> 31)));
      }
      if (t == 16 - 1) {
        o_offsets[b] = x;
      }
    }
  }
}
