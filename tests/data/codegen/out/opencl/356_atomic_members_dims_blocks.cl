// @atomic on struct members (through an array element and through a pointer), on elements of
// @dim parameters and of a @dim @shared array, and on blocks, in both spellings: a histogram
// kernel that keeps per-bin records and a per-block min/max/xor.
typedef struct {
  int count;
  int sum;
  int mask;
} bin_t;

__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_binRecords_0(const int N, __global const float *x, __global int *raw, __global int *hist, __global int *shsum, __global int *minmax) {
  __local int s_h[10];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      if (t < 2 * 5) {
        s_h[t % 2 + 2 * (t / 2)] = 0;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      const int n = b * 16 + t;
      if (n < N) {
        __global bin_t *bins = (__global bin_t *)raw;
        const int k = (int)(x[n] * 4) % 5;
        atomic_inc(&bins[k].count);
        atomic_add(&bins[k].sum, (n));
        atomic_or(&bins[k].mask, (1 << n % 31));
        __global bin_t *bp = bins + n % 5;
        atomic_add(&bp->count, (10));
        atomic_dec(&bp->sum);
        atomic_add(&hist[k + 5 * (n % 2)], (1));
        atomic_dec(&hist[k + 5 * ((n + 1) % 2)]);
        atomic_add(&s_h[n % 2 + 2 * k], (n));
        {
          {
            volatile __global int *_occa_ptr = &minmax[0];
            int _occa_old, _occa_new;
            do {
              _occa_old = *_occa_ptr;
              int _occa_value = _occa_old;
              _occa_new = (int) ((n < _occa_value ? n : _occa_value));
            } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
          }
          {
            volatile __global int *_occa_ptr = &minmax[1];
            int _occa_old, _occa_new;
            do {
              _occa_old = *_occa_ptr;
              int _occa_value = _occa_old;
              _occa_new = (int) ((n > _occa_value ? n : _occa_value));
            } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
          }
        }
        atomic_xor(&minmax[2], (n));
        {
          atomic_add(&minmax[3], (2));
          atomic_sub(&minmax[4], (n % 3));
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 2 * 5) {
        atomic_add(&shsum[t], (s_h[t / 5 + 2 * (t % 5)]));
      }
    }
  }
}
