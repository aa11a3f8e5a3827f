#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @atomic on struct members (through an array element and through a pointer), on elements of
// @dim parameters and of a @dim @shared array, and on blocks, in both spellings: a histogram
// kernel that keeps per-bin records and a per-block min/max/xor.
typedef struct {
  int count;
  int sum;
  int mask;
} bin_t;

kernel void _occa_binRecords_0(constant int &N [[buffer(0)]], device const float *x [[buffer(1)]], device int *raw [[buffer(2)]], device int *hist [[buffer(3)]], device int *shsum [[buffer(4)]], device int *minmax [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s_h[2 * 5];
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      if (t < 2 * 5) {
        s_h[t % 2 + 2 * (t / 2)] = 0;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      const int n = b * 16 + t;
      if (n < N) {
        device bin_t *bins = (device bin_t *)raw;
        const int k = (int)(x[n] * 4) % 5;
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&bins[k].count), (int) 1, memory_order_relaxed);
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&bins[k].sum), (int) (n), memory_order_relaxed);
        atomic_fetch_or_explicit(reinterpret_cast<device atomic_int *>(&bins[k].mask), (int) (1 << n % 31), memory_order_relaxed);
        device bin_t *bp = bins + n % 5;
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&bp->count), (int) (10), memory_order_relaxed);
        atomic_fetch_sub_explicit(reinterpret_cast<device atomic_int *>(&bp->sum), (int) 1, memory_order_relaxed);
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&hist[k + 5 * (n % 2)]), (int) (1), memory_order_relaxed);
        atomic_fetch_sub_explicit(reinterpret_cast<device atomic_int *>(&hist[k + 5 * ((n + 1) % 2)]), (int) 1, memory_order_relaxed);
        atomic_fetch_add_explicit(reinterpret_cast<threadgroup atomic_int *>(&s_h[n % 2 + 2 * k]), (int) (n), memory_order_relaxed);
        {
          {
            device atomic_int *_occa_ptr = reinterpret_cast<device atomic_int *>(&minmax[0]);
            int _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
            int _occa_value;
            do {
              _occa_value = _occa_old;
            } while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (int) ((n < _occa_value ? n : _occa_value)), memory_order_relaxed, memory_order_relaxed));
          }
          {
            device atomic_int *_occa_ptr = reinterpret_cast<device atomic_int *>(&minmax[1]);
            int _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
            int _occa_value;
            do {
              _occa_value = _occa_old;
            } while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (int) ((n > _occa_value ? n : _occa_value)), memory_order_relaxed, memory_order_relaxed));
          }
        }
        atomic_fetch_xor_explicit(reinterpret_cast<device atomic_int *>(&minmax[2]), (int) (n), memory_order_relaxed);
        {
          atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&minmax[3]), (int) (2), memory_order_relaxed);
          atomic_fetch_sub_explicit(reinterpret_cast<device atomic_int *>(&minmax[4]), (int) (n % 3), memory_order_relaxed);
        }
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      if (t < 2 * 5) {
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&shsum[t]), (int) (s_h[t / 5 + 2 * (t % 5)]), memory_order_relaxed);
      }
    }
  }
}
