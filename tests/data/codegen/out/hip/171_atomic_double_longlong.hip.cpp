#include <hip/hip_runtime.h>

// `@atomic` on global `double` and `long long` accumulators shared by all work-groups (so
// OpenMP threads really race): `+=`, prefix `--`, a block with several updates and a
// compare-and-store inside it, and min/max written as `x = x < v ? x : v` (not a basic atomic).
extern "C" __global__ __launch_bounds__(8) void _occa_atomicWide_0(const int n, const double *x, const long long *k, double *dsum, long long *lsum, long long *minmax, double *stats) {
  {
    int b = 0 + (8 * blockIdx.x);
    {
      int t = b + threadIdx.x;
      if (t < n) {
        atomicAdd(&dsum[0], x[t]);
        atomicAdd(&dsum[1], -(2.0 * x[t]));
        {
          unsigned long long *_occa_cas = (unsigned long long *) &lsum[0];
          unsigned long long _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) ((long long) _occa_seen + (k[t])));
          } while (_occa_old != _occa_seen);
        }
        {
          unsigned long long *_occa_cas = (unsigned long long *) &lsum[1];
          unsigned long long _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) ((long long) _occa_seen - (1)));
          } while (_occa_old != _occa_seen);
        }
        {
          unsigned long long *_occa_cas = (unsigned long long *) &lsum[2];
          unsigned long long _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) ((long long) _occa_seen + (1)));
          } while (_occa_old != _occa_seen);
        }
        {
          atomicAdd(&stats[0], x[t]);
          atomicAdd(&stats[1], 1.0);
          {
            unsigned long long *_occa_cas = (unsigned long long *) &stats[2];
            unsigned long long _occa_old = *_occa_cas, _occa_seen;
            do {
              _occa_seen = _occa_old;
              double _occa_value = __longlong_as_double((long long) _occa_seen);
              _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) __double_as_longlong(x[t] > _occa_value ? x[t] : _occa_value));
            } while (_occa_old != _occa_seen);
          }
        }
        {
          unsigned long long *_occa_cas = (unsigned long long *) &minmax[0];
          unsigned long long _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            long long _occa_value = (long long) _occa_seen;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) (_occa_value < k[t] ? _occa_value : k[t]));
          } while (_occa_old != _occa_seen);
        }
        {
          unsigned long long *_occa_cas = (unsigned long long *) &minmax[1];
          unsigned long long _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            long long _occa_value = (long long) _occa_seen;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) (k[t] > _occa_value ? k[t] : _occa_value));
          } while (_occa_old != _occa_seen);
        }
      }
    }
  }
}
