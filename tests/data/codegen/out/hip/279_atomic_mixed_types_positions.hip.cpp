#include <hip/hip_runtime.h>

// `@atomic` updates whose right side has another type than the target (`float += int`,
// `short += int`, `unsigned -= int` wrapping, `long long += unsigned`, `double -= float`,
// `unsigned char ^= int`, `float *= double`) and `@atomic` statements in positions without
// braces: the body of a `while` and a `do`, an `else if` chain, after `case` labels of a
// `switch` and after a `goto` label (the body of a `for` is braced: `for (..) @atomic` would
// give the loop the attribute, as legacy OCCA does). Every order gives the same result.
extern "C" __global__ __launch_bounds__(8) void _occa_atomicMixedTypes_0(const int n, float *f, short *s, unsigned int *u, long long *l, double *d, unsigned char *c, int *h) {
  {
    int b = 0 + (8 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      const int i = b + t;
      if (i < n) {
        atomicAdd(&f[0], i % 4);
        {
          size_t _occa_at = (size_t) &s[0];
          unsigned int *_occa_cas = (unsigned int *) (_occa_at & ~(size_t) 3);
          unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;
          unsigned int _occa_mask = 0xFFFFu << _occa_shift;
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned short) (short) ((short) (_occa_seen >> _occa_shift) + (3 * i - 40)) << _occa_shift) & _occa_mask));
          } while (_occa_old != _occa_seen);
        }
        atomicAdd(&u[0], -(5));
        {
          unsigned long long *_occa_cas = (unsigned long long *) &l[0];
          unsigned long long _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) ((long long) _occa_seen + ((unsigned int)i * 1000000000u)));
          } while (_occa_old != _occa_seen);
        }
        atomicAdd(&d[0], -(0.25f * (i % 3)));
        {
          size_t _occa_at = (size_t) &c[0];
          unsigned int *_occa_cas = (unsigned int *) (_occa_at & ~(size_t) 3);
          unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;
          unsigned int _occa_mask = 0xFFu << _occa_shift;
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned char) (unsigned char) ((unsigned char) (_occa_seen >> _occa_shift) ^ (1 << i % 8)) << _occa_shift) & _occa_mask));
          } while (_occa_old != _occa_seen);
        }
        {
          unsigned int *_occa_cas = (unsigned int *) &f[1];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, __float_as_uint(__uint_as_float(_occa_seen) * (2.0)));
          } while (_occa_old != _occa_seen);
        }
        for (int k = 0; k < 3; ++k) {
          atomicAdd(&h[k], k + i);
        }
        int w = 2;
        while (w-- > 0) {
          atomicAdd(&h[3], 1);
        }
        do {
          atomicAdd(&h[4], -(2));
        } while (false);
        if (i % 3 == 0) {
          atomicAdd(&h[5], 1);
        } else if (i % 3 == 1) {
          atomicAdd(&h[6], 1);
        } else {
          atomicAdd(&h[7], 1);
        }
        switch (i % 4) {
          case 0:
            atomicAdd(&h[8], 1);
            break;
          case 1:
          case 2:
            atomicAdd(&h[9], i);
            break;
          default:
            {
              unsigned int *_occa_cas = (unsigned int *) &h[10];
              unsigned int _occa_old = *_occa_cas, _occa_seen;
              do {
                _occa_seen = _occa_old;
                _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) ((int) _occa_seen * (1)));
              } while (_occa_old != _occa_seen);
            }
            atomicAdd(&h[11], 1);
        }
        if (i < 5) {
          goto tail;
        }
        atomicAdd(&h[12], 100);
      tail:
        atomicAdd(&h[13], 1);
      }
    }
  }
}
