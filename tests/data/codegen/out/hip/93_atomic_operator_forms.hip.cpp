#include <hip/hip_runtime.h>

// `@atomic` on every assignment operator and on the `x = x op e` / `x = e op x` spellings,
// plus a plain store, a max written with `?:`, nested single-statement blocks, and atomics
// written through macros. Every location gets updates that commute, so any OpenMP order
// gives the same result.
extern "C" __global__ __launch_bounds__(8) void _occa_atomicOperatorForms_0(const int n, int *a, unsigned int *u, float *f) {
  {
    int b = 0 + (8 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      const int i = b + t;
      if (i < n) {
        {
          unsigned int *_occa_cas = (unsigned int *) &a[0];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) ((int) _occa_seen * (2)));
          } while (_occa_old != _occa_seen);
        }
        {
          unsigned int *_occa_cas = (unsigned int *) &a[1];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) ((int) _occa_seen / (2)));
          } while (_occa_old != _occa_seen);
        }
        {
          unsigned int *_occa_cas = (unsigned int *) &a[2];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) ((int) _occa_seen % (7)));
          } while (_occa_old != _occa_seen);
        }
        {
          unsigned int *_occa_cas = (unsigned int *) &a[3];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) ((int) _occa_seen << (1)));
          } while (_occa_old != _occa_seen);
        }
        {
          unsigned int *_occa_cas = (unsigned int *) &a[4];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) ((int) _occa_seen >> (1)));
          } while (_occa_old != _occa_seen);
        }
        atomicAnd(&u[0], ~(1u << i % 32));
        atomicOr(&u[1], 1u << i % 32);
        atomicXor(&u[2], (unsigned int)i);
        {
          unsigned int *_occa_cas = (unsigned int *) &a[5];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            int _occa_value = (int) _occa_seen;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) (_occa_value + i));
          } while (_occa_old != _occa_seen);
        }
        {
          unsigned int *_occa_cas = (unsigned int *) &a[6];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            int _occa_value = (int) _occa_seen;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) (i + _occa_value));
          } while (_occa_old != _occa_seen);
        }
        {
          unsigned int *_occa_cas = (unsigned int *) &a[7];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            int _occa_value = (int) _occa_seen;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) (_occa_value > i ? _occa_value : i));
          } while (_occa_old != _occa_seen);
        }
        atomicExch(&a[8], 42);
        atomicAdd(&a[9], -1);
        atomicAdd(&a[10], 1);
        atomicAdd(&a[11], 2 * i);
        {
          unsigned int *_occa_cas = (unsigned int *) &f[0];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, __float_as_uint(__uint_as_float(_occa_seen) * (0.5f)));
          } while (_occa_old != _occa_seen);
        }
        {
          unsigned int *_occa_cas = (unsigned int *) &f[1];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            float _occa_value = __uint_as_float(_occa_seen);
            _occa_old = atomicCAS(_occa_cas, _occa_seen, __float_as_uint(_occa_value + 0.25f * (i % 4)));
          } while (_occa_old != _occa_seen);
        }
        if (i % 2) {
          {
            atomicAdd(&a[12], 1);
            atomicAdd(&a[13], -(i));
          }
        } else {
          atomicAdd(&a[14], -(1));
        }
      }
    }
  }
}
