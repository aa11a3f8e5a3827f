#include <hip/hip_runtime.h>

// `@atomic` blocks of several statements: a block updating two global counters and a
// histogram slot that it computes in a local declared inside the block; a block holding a
// regular loop and an `if`/`else`; a block on `@shared` data with a read-modify-write pair that
// must stay consistent (`sum` and `sumSq` updated together); an `@atomic` block in each branch of
// an `if`/`else` on the iterator; a single-statement block (basic) next to a block whose one
// statement is not basic (`*=`). On OpenMP the blocks are critical sections, so every pair stays
// consistent; results are order-independent integer sums.
struct Stats {
  long long sum;
  long long sumSq;
  int count;
};

extern "C" __global__ __launch_bounds__(8) void _occa_atomicBlocks_0(const int n, int *counters, int *hist, long long *tot, int *groupOut) {
  {
    int g = 0 + blockIdx.x;
    __shared__ int local[2];
    __shared__ Stats gs[1];
    {
      int t = 0 + threadIdx.x;
      if (t == 0) {
        local[0] = 0;
        local[1] = 1;
        gs[0].sum = 0;
        gs[0].sumSq = 0;
        gs[0].count = 0;
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      const int v = g * 8 + t;
      {
        const int bin = v % 5;
        atomicAdd(&counters[0], v);
        atomicAdd(&counters[1], 1);
        atomicAdd(&hist[bin], v);
      }
      {
        for (int k = 0; k < 3; ++k) {
          if ((v + k) % 2 == 0) {
            atomicAdd(&counters[2], k);
          } else {
            atomicAdd(&counters[3], -(k));
          }
        }
      }
      {
        {
          unsigned long long *_occa_cas = (unsigned long long *) &gs[0].sum;
          unsigned long long _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) ((long long) _occa_seen + (v)));
          } while (_occa_old != _occa_seen);
        }
        {
          unsigned long long *_occa_cas = (unsigned long long *) &gs[0].sumSq;
          unsigned long long _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) ((long long) _occa_seen + ((long long)v * v)));
          } while (_occa_old != _occa_seen);
        }
        atomicAdd(&gs[0].count, 1);
      }
      if (t % 2 == 0) {
        {
          atomicAdd(&local[0], t);
          atomicAdd(&counters[4], 1);
        }
      } else {
        {
          unsigned int *_occa_cas = (unsigned int *) &local[1];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) ((int) _occa_seen * (2)));
          } while (_occa_old != _occa_seen);
        }
      }
      atomicAdd(&counters[5], 2);
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t == 0) {
        groupOut[g * 2 + 0] = local[0];
        groupOut[g * 2 + 1] = local[1];
        {
          {
            unsigned long long *_occa_cas = (unsigned long long *) &tot[0];
            unsigned long long _occa_old = *_occa_cas, _occa_seen;
            do {
              _occa_seen = _occa_old;
              _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) ((long long) _occa_seen + (gs[0].sum)));
            } while (_occa_old != _occa_seen);
          }
          {
            unsigned long long *_occa_cas = (unsigned long long *) &tot[1];
            unsigned long long _occa_old = *_occa_cas, _occa_seen;
            do {
              _occa_seen = _occa_old;
              _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) ((long long) _occa_seen + (gs[0].sumSq)));
            } while (_occa_old != _occa_seen);
          }
          {
            unsigned long long *_occa_cas = (unsigned long long *) &tot[2];
            unsigned long long _occa_old = *_occa_cas, _occa_seen;
            do {
              _occa_seen = _occa_old;
              _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) ((long long) _occa_seen + (gs[0].count)));
            } while (_occa_old != _occa_seen);
          }
        }
      }
    }
  }
}
