#include <hip/hip_runtime.h>

// Atomic updates the way macro-heavy code bases write them: `[[okl_atomic("")]]` statements
// built by function-like macros, `x = x op e` and `x = e op x` forms, updates through a
// reference to an element and through a helper taking a pointer, on int, double and
// unsigned long long data.
__device__ static inline void bump(int *c, const int by) {
  atomicAdd(&*c, by);
}

extern "C" __global__ __launch_bounds__(16) void _occa_accumulate_0(const int N, const double *x, int *cnt, double *dsum, unsigned long long *usum, int *mx) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      const int n = b * 16 + t;
      if (n < N) {
        const int k = n % 7;
        atomicAdd(&cnt[k], 1);
        atomicAdd(&dsum[k], 0.5 * x[n]);
        {
          unsigned int *_occa_cas = (unsigned int *) &cnt[7];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            int _occa_value = (int) _occa_seen;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) (_occa_value + 2));
          } while (_occa_old != _occa_seen);
        }
        {
          unsigned int *_occa_cas = (unsigned int *) &cnt[7 + 1];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            int _occa_value = (int) _occa_seen;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) (3 + _occa_value));
          } while (_occa_old != _occa_seen);
        }
        int &slot = cnt[7 + 2 + (n & 1)];
        atomicAdd(&slot, -(n));
        bump(cnt + 7 + 4, k);
        atomicAdd(&usum[0], (unsigned long long)n * 4294967311ULL);
        {
          {
            unsigned int *_occa_cas = (unsigned int *) &mx[k];
            unsigned int _occa_old = *_occa_cas, _occa_seen;
            do {
              _occa_seen = _occa_old;
              int _occa_value = (int) _occa_seen;
              _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) ((int)(4 * x[n]) > _occa_value ? (int)(4 * x[n]) : _occa_value));
            } while (_occa_old != _occa_seen);
          }
        }
        ;
      }
    }
  }
}
