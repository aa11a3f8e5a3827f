#include <hip/hip_runtime.h>

// Every work-item of every work-group updates the same few `double`, `long long`, `short` and
// `unsigned char` locations with `@atomic` forms GPU targets lower as compare-and-swap loops:
// `*=`, `^=` on a signed 64-bit integer, values that read the updated location, a maximum written
// with `?:`, a minimum in an `@atomic` block; `short` and `unsigned char` neighbours that share
// one 32-bit word, which the loop exchanges while keeping the other bytes.
extern "C" __global__ __launch_bounds__(64) void _occa_casWideNarrow_0(const int n, double *d, long long *l, short *s, unsigned char *c) {
  {
    int b = 0 + (64 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      const int i = b + t;
      const int v = i * 37 % n;
      if (i < 200) {
        {
          unsigned long long *_occa_cas = (unsigned long long *) &d[0];
          unsigned long long _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) __double_as_longlong(__longlong_as_double((long long) _occa_seen) * (2.0)));
          } while (_occa_old != _occa_seen);
        }
      }
      {
        unsigned long long *_occa_cas = (unsigned long long *) &d[1];
        unsigned long long _occa_old = *_occa_cas, _occa_seen;
        do {
          _occa_seen = _occa_old;
          double _occa_value = __longlong_as_double((long long) _occa_seen);
          _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) __double_as_longlong(_occa_value + 0.5 * (i % 4)));
        } while (_occa_old != _occa_seen);
      }
      {
        {
          unsigned long long *_occa_cas = (unsigned long long *) &d[2];
          unsigned long long _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            double _occa_value = __longlong_as_double((long long) _occa_seen);
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) __double_as_longlong(0.25 * v < _occa_value ? 0.25 * v : _occa_value));
          } while (_occa_old != _occa_seen);
        }
        atomicAdd(&d[3], 1.0);
      }
      if (i < 30) {
        {
          unsigned long long *_occa_cas = (unsigned long long *) &l[0];
          unsigned long long _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) ((long long) _occa_seen * (3)));
          } while (_occa_old != _occa_seen);
        }
      }
      {
        unsigned long long *_occa_cas = (unsigned long long *) &l[1];
        unsigned long long _occa_old = *_occa_cas, _occa_seen;
        do {
          _occa_seen = _occa_old;
          long long _occa_value = (long long) _occa_seen;
          _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) (_occa_value + (long long)i * 1000000007LL));
        } while (_occa_old != _occa_seen);
      }
      {
        unsigned long long *_occa_cas = (unsigned long long *) &l[2];
        unsigned long long _occa_old = *_occa_cas, _occa_seen;
        do {
          _occa_seen = _occa_old;
          long long _occa_value = (long long) _occa_seen;
          _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) ((long long)v << 33 > _occa_value ? (long long)v << 33 : _occa_value));
        } while (_occa_old != _occa_seen);
      }
      {
        unsigned long long *_occa_cas = (unsigned long long *) &l[3];
        unsigned long long _occa_old = *_occa_cas, _occa_seen;
        do {
          _occa_seen = _occa_old;
          _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) ((long long) _occa_seen ^ ((long long)i << 20)));
        } while (_occa_old != _occa_seen);
      }
      {
        size_t _occa_at = (size_t) &s[i % 2];
        unsigned int *_occa_cas = (unsigned int *) (_occa_at & ~(size_t) 3);
        unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;
        unsigned int _occa_mask = 0xFFFFu << _occa_shift;
        unsigned int _occa_old = *_occa_cas, _occa_seen;
        do {
          _occa_seen = _occa_old;
          _occa_old = atomicCAS(_occa_cas, _occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned short) (short) ((short) (_occa_seen >> _occa_shift) + (1)) << _occa_shift) & _occa_mask));
        } while (_occa_old != _occa_seen);
      }
      {
        size_t _occa_at = (size_t) &s[2];
        unsigned int *_occa_cas = (unsigned int *) (_occa_at & ~(size_t) 3);
        unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;
        unsigned int _occa_mask = 0xFFFFu << _occa_shift;
        unsigned int _occa_old = *_occa_cas, _occa_seen;
        do {
          _occa_seen = _occa_old;
          short _occa_value = (short) (_occa_seen >> _occa_shift);
          _occa_old = atomicCAS(_occa_cas, _occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned short) (short) (_occa_value > (short)(v % 30000) ? _occa_value : (short)(v % 30000)) << _occa_shift) & _occa_mask));
        } while (_occa_old != _occa_seen);
      }
      if (i < 400) {
        {
          size_t _occa_at = (size_t) &c[i % 4];
          unsigned int *_occa_cas = (unsigned int *) (_occa_at & ~(size_t) 3);
          unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;
          unsigned int _occa_mask = 0xFFu << _occa_shift;
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned char) (unsigned char) ((unsigned char) (_occa_seen >> _occa_shift) + (1)) << _occa_shift) & _occa_mask));
          } while (_occa_old != _occa_seen);
        }
      }
      {
        size_t _occa_at = (size_t) &c[4];
        unsigned int *_occa_cas = (unsigned int *) (_occa_at & ~(size_t) 3);
        unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;
        unsigned int _occa_mask = 0xFFu << _occa_shift;
        unsigned int _occa_old = *_occa_cas, _occa_seen;
        do {
          _occa_seen = _occa_old;
          _occa_old = atomicCAS(_occa_cas, _occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned char) (unsigned char) ((unsigned char) (_occa_seen >> _occa_shift) | ((unsigned char)(1 << i % 8))) << _occa_shift) & _occa_mask));
        } while (_occa_old != _occa_seen);
      }
    }
  }
}
