// @atomic on struct members (through an array element and through a pointer), on elements of
// @dim parameters and of a @dim @shared array, and on blocks, in both spellings: a histogram
// kernel that keeps per-bin records and a per-block min/max/xor.
typedef struct {
  int count;
  int sum;
  int mask;
} bin_t;

extern "C" __global__ __launch_bounds__(16) void _occa_binRecords_0(const int N, const float *x, int *raw, int *hist, int *shsum, int *minmax) {
  {
    int b = 0 + blockIdx.x;
    __shared__ int s_h[2 * 5];
    {
      int t = 0 + threadIdx.x;
      if (t < 2 * 5) {
        s_h[t % 2 + 2 * (t / 2)] = 0;
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      const int n = b * 16 + t;
      if (n < N) {
        bin_t *bins = (bin_t *)raw;
        const int k = (int)(x[n] * 4) % 5;
        atomicAdd(&bins[k].count, 1);
        atomicAdd(&bins[k].sum, n);
        atomicOr(&bins[k].mask, 1 << n % 31);
        bin_t *bp = bins + n % 5;
        atomicAdd(&bp->count, 10);
        atomicAdd(&bp->sum, -1);
        atomicAdd(&hist[k + 5 * (n % 2)], 1);
        atomicAdd(&hist[k + 5 * ((n + 1) % 2)], -1);
        atomicAdd(&s_h[n % 2 + 2 * k], n);
        {
          {
            unsigned int *_occa_cas = (unsigned int *) &minmax[0];
            unsigned int _occa_old = *_occa_cas, _occa_seen;
            do {
              _occa_seen = _occa_old;
              int _occa_value = (int) _occa_seen;
              _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) (n < _occa_value ? n : _occa_value));
            } while (_occa_old != _occa_seen);
          }
          {
            unsigned int *_occa_cas = (unsigned int *) &minmax[1];
            unsigned int _occa_old = *_occa_cas, _occa_seen;
            do {
              _occa_seen = _occa_old;
              int _occa_value = (int) _occa_seen;
              _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) (n > _occa_value ? n : _occa_value));
            } while (_occa_old != _occa_seen);
          }
        }
        atomicXor(&minmax[2], n);
        {
          atomicAdd(&minmax[3], 2);
          atomicAdd(&minmax[4], -(n % 3));
        }
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 2 * 5) {
        atomicAdd(&shsum[t], s_h[t / 5 + 2 * (t % 5)]);
      }
    }
  }
}
