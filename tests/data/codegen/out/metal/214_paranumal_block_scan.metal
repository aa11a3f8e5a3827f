#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

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

kernel void _occa_blockScan_0(constant dlong &N [[buffer(0)]], device const entry_t *o_a [[buffer(1)]], device scan_t *o_scana [[buffer(2)]], device scan_t *o_offsets [[buffer(3)]], device int *o_hist [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup scan_t s_offsets[16 / 4];
  threadgroup scan_t s_x[2][16];
  {
    dlong b = 0 + _occa_group_position.x;
    scan_t x;
    int l;
    int w;
    dlong n;
    {
      int t = 0 + _occa_thread_position.x;
      l = t % 4;
      w = t >> 2;
      n = t + b * 16;
      dlong n1 = n > 0 ? n - 1 : 0;
      x = n < N ? entryMap(o_a[n], o_a[n1]) : 0;
      s_x[0][t] = x;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    for (int d = 1, p = 0; d < 4; d <<= 1, p ^= 1) {
      {
        int t = 0 + _occa_thread_position.x;
        const scan_t y = l >= d ? s_x[p][t - d] : 0;
        x += y;
        s_x[p ^ 1][t] = x;
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
    }
    {
      int t = 0 + _occa_thread_position.x;
      if (l == 4 - 1) {
        s_offsets[w] = x;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      if (t == 0) {
        for (int k = 1; k < 16 / 4; ++k) {
          s_offsets[k] += s_offsets[k - 1];
        }
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      x += w != 0 ? s_offsets[w - 1] : 0;
      if (n < N) {
        o_scana[n] = x;
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&o_hist[x & 3]), (int) ((dlong)(0xffffffff >> 31)), memory_order_relaxed);
      }
      if (t == 16 - 1) {
        o_offsets[b] = x;
      }
    }
  }
}
