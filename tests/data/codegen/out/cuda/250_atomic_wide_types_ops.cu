// `@atomic` on `double`, `long long`, `unsigned long long` and `unsigned char` targets with
// every commuting operator (`++`, `--`, `+=`, `-=`, `*=`, `|=`, `^=`, `&=`, `<<=` by equal
// amounts), a min/max written as an `@atomic` block with `if`, and an `@atomic` block that
// updates two locations together. Values keep every order's result exact.
extern "C" __global__ __launch_bounds__(16) void _occa_atomicWide_0(const int n, double *d, long long *l, unsigned long long *u, unsigned char *c, int *mm) {
  {
    int b = 0 + (16 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      const int i = b + t;
      if (i < n) {
        atomicAdd(&d[0], 0.25 * (i % 8));
        atomicAdd(&d[1], -(0.5));
        {
          unsigned long long *_occa_cas = (unsigned long long *) &d[2];
          unsigned long long _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) __double_as_longlong(__longlong_as_double((long long) _occa_seen) * (2.0)));
          } while (_occa_old != _occa_seen);
        }
        {
          unsigned long long *_occa_cas = (unsigned long long *) &l[0];
          unsigned long long _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) ((long long) _occa_seen + (1)));
          } while (_occa_old != _occa_seen);
        }
        {
          unsigned long long *_occa_cas = (unsigned long long *) &l[1];
          unsigned long long _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) ((long long) _occa_seen - (1)));
          } while (_occa_old != _occa_seen);
        }
        {
          unsigned long long *_occa_cas = (unsigned long long *) &l[2];
          unsigned long long _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) ((long long) _occa_seen + (4000000000LL)));
          } while (_occa_old != _occa_seen);
        }
        {
          unsigned long long *_occa_cas = (unsigned long long *) &l[3];
          unsigned long long _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) ((long long) _occa_seen << (1)));
          } while (_occa_old != _occa_seen);
        }
        atomicOr(&u[0], 1ull << i % 64);
        atomicXor(&u[1], 0x8000000000000001ull);
        atomicAnd(&u[2], ~(1ull << i % 64));
        {
          size_t _occa_at = (size_t) &c[0];
          unsigned int *_occa_cas = (unsigned int *) (_occa_at & ~(size_t) 3);
          unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;
          unsigned int _occa_mask = 0xFFu << _occa_shift;
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned char) (unsigned char) ((unsigned char) (_occa_seen >> _occa_shift) + ((unsigned char)3)) << _occa_shift) & _occa_mask));
          } while (_occa_old != _occa_seen);
        }
        {
          {
            unsigned int *_occa_cas = (unsigned int *) &mm[0];
            unsigned int _occa_old = *_occa_cas, _occa_seen;
            do {
              _occa_seen = _occa_old;
              int _occa_value = (int) _occa_seen;
              _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) (i > _occa_value ? i : _occa_value));
            } while (_occa_old != _occa_seen);
          }
        }
        {
          {
            unsigned int *_occa_cas = (unsigned int *) &mm[1];
            unsigned int _occa_old = *_occa_cas, _occa_seen;
            do {
              _occa_seen = _occa_old;
              int _occa_value = (int) _occa_seen;
              _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) (-i < _occa_value ? -i : _occa_value));
            } while (_occa_old != _occa_seen);
          }
          atomicAdd(&mm[2], 1);
        }
      }
    }
  }
}
