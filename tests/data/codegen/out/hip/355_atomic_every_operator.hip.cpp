#include <hip/hip_runtime.h>

// @atomic on every operator form over computed indices, as a particle-binning kernel would
// use them: += and -= counts, prefix and postfix ++/--, *= on unsigned products (wrapping, so
// the result is the same in any order), |=, &= and ^= masks, and 64-bit sums.
extern "C" __global__ __launch_bounds__(16) void _occa_binParticles_0(const int N, const int *key, int *cnt, unsigned int *prod, unsigned int *bits, long long *sums) {
  {
    int b = 0 + (16 * blockIdx.x);
    {
      int t = b + threadIdx.x;
      if (t < N) {
        const int k = key[t];
        atomicAdd(&cnt[k % 6], 1);
        atomicAdd(&cnt[6 + k * 7 % 6], -(2));
        atomicAdd(&cnt[2 * 6 + k % 3], 1);
        atomicAdd(&cnt[2 * 6 + 3 + (k & 1)], 1);
        atomicAdd(&cnt[2 * 6 + 5], -1);
        atomicAdd(&cnt[2 * 6 + 6], -1);
        {
          unsigned int *_occa_cas = (unsigned int *) &prod[k % 4];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (_occa_seen * (3u + (unsigned int)(k % 2))));
          } while (_occa_old != _occa_seen);
        }
        atomicOr(&bits[0], 1u << k % 32);
        atomicAnd(&bits[1], ~(1u << k % 29));
        atomicXor(&bits[2], (unsigned int)k * 2654435761u);
        {
          unsigned long long *_occa_cas = (unsigned long long *) &sums[k & 1];
          unsigned long long _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) ((long long) _occa_seen + ((long long)k * k * 1000003LL)));
          } while (_occa_old != _occa_seen);
        }
        {
          unsigned long long *_occa_cas = (unsigned long long *) &sums[2];
          unsigned long long _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) ((long long) _occa_seen - (k)));
          } while (_occa_old != _occa_seen);
        }
      }
    }
  }
}
