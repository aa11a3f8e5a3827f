// Every work-item of every work-group updates the same few locations with the `@atomic` forms
// GPU targets lower as compare-and-swap loops: `*=`, `/=`, `%=`, `<<=`, `>>=`, a value that reads
// the updated location (`x = x + e`, `x = x ^ e`, a maximum written with `?:`), on `int`,
// `unsigned` and `float`; and `@atomic` blocks of independent updates (a private local, a loop,
// a minimum written as `if (v < x) x = v;`), which GPU targets make atomic update by update.
// Each location's updates commute, so every interleaving gives the exact result.
extern "C" __global__ __launch_bounds__(64) void _occa_casContention_0(const int n, int *a, unsigned int *u, float *f, int *h, int *r, int *m) {
  {
    int b = 0 + (64 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      const int i = b + t;
      const int v = i * 37 % n;
      if (i < 15) {
        {
          unsigned int *_occa_cas = (unsigned int *) &a[0];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) ((int) _occa_seen * (3)));
          } while (_occa_old != _occa_seen);
        }
      }
      {
        unsigned int *_occa_cas = (unsigned int *) &a[1];
        unsigned int _occa_old = *_occa_cas, _occa_seen;
        do {
          _occa_seen = _occa_old;
          int _occa_value = (int) _occa_seen;
          _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) (_occa_value > v ? _occa_value : v));
        } while (_occa_old != _occa_seen);
      }
      {
        unsigned int *_occa_cas = (unsigned int *) &a[2];
        unsigned int _occa_old = *_occa_cas, _occa_seen;
        do {
          _occa_seen = _occa_old;
          int _occa_value = (int) _occa_seen;
          _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) (_occa_value + i));
        } while (_occa_old != _occa_seen);
      }
      if (i < 20) {
        {
          unsigned int *_occa_cas = (unsigned int *) &a[3];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) ((int) _occa_seen / (2)));
          } while (_occa_old != _occa_seen);
        }
        {
          unsigned int *_occa_cas = (unsigned int *) &a[4];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) ((int) _occa_seen << (1)));
          } while (_occa_old != _occa_seen);
        }
        {
          unsigned int *_occa_cas = (unsigned int *) &a[5];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) ((int) _occa_seen >> (1)));
          } while (_occa_old != _occa_seen);
        }
      }
      {
        unsigned int *_occa_cas = (unsigned int *) &a[6];
        unsigned int _occa_old = *_occa_cas, _occa_seen;
        do {
          _occa_seen = _occa_old;
          _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) ((int) _occa_seen % (1000)));
        } while (_occa_old != _occa_seen);
      }
      {
        unsigned int *_occa_cas = (unsigned int *) &u[0];
        unsigned int _occa_old = *_occa_cas, _occa_seen;
        do {
          _occa_seen = _occa_old;
          _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (_occa_seen * (3u)));
        } while (_occa_old != _occa_seen);
      }
      {
        unsigned int *_occa_cas = (unsigned int *) &u[1];
        unsigned int _occa_old = *_occa_cas, _occa_seen;
        do {
          _occa_seen = _occa_old;
          unsigned int _occa_value = _occa_seen;
          _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (_occa_value ^ (unsigned int)i));
        } while (_occa_old != _occa_seen);
      }
      {
        unsigned int *_occa_cas = (unsigned int *) &u[2];
        unsigned int _occa_old = *_occa_cas, _occa_seen;
        do {
          _occa_seen = _occa_old;
          unsigned int _occa_value = _occa_seen;
          _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) ((unsigned int)v > _occa_value ? (unsigned int)v : _occa_value));
        } while (_occa_old != _occa_seen);
      }
      if (i < 100) {
        {
          unsigned int *_occa_cas = (unsigned int *) &f[0];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, __float_as_uint(__uint_as_float(_occa_seen) * (2.0f)));
          } while (_occa_old != _occa_seen);
        }
      }
      {
        unsigned int *_occa_cas = (unsigned int *) &f[1];
        unsigned int _occa_old = *_occa_cas, _occa_seen;
        do {
          _occa_seen = _occa_old;
          float _occa_value = __uint_as_float(_occa_seen);
          _occa_old = atomicCAS(_occa_cas, _occa_seen, __float_as_uint(_occa_value > 0.5f * v ? _occa_value : 0.5f * v));
        } while (_occa_old != _occa_seen);
      }
      {
        unsigned int *_occa_cas = (unsigned int *) &f[2];
        unsigned int _occa_old = *_occa_cas, _occa_seen;
        do {
          _occa_seen = _occa_old;
          float _occa_value = __uint_as_float(_occa_seen);
          _occa_old = atomicCAS(_occa_cas, _occa_seen, __float_as_uint(_occa_value + 0.25f));
        } while (_occa_old != _occa_seen);
      }
      {
        const int k = i % 4;
        atomicAdd(&h[k], 1);
        atomicAdd(&h[4 + k], i);
        for (int j = 0; j < 3; ++j) {
          atomicAdd(&r[j], j + 1);
        }
        {
          unsigned int *_occa_cas = (unsigned int *) &m[0];
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            int _occa_value = (int) _occa_seen;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) (v < _occa_value ? v : _occa_value));
          } while (_occa_old != _occa_seen);
        }
      }
    }
  }
}
