// Every work-item of every work-group updates the same few locations with the `@atomic` forms
// GPU targets lower as compare-and-swap loops: `*=`, `/=`, `%=`, `<<=`, `>>=`, a value that reads
// the updated location (`x = x + e`, `x = x ^ e`, a maximum written with `?:`), on `int`,
// `unsigned` and `float`; and `@atomic` blocks of independent updates (a private local, a loop,
// a minimum written as `if (v < x) x = v;`), which GPU targets make atomic update by update.
// Each location's updates commute, so every interleaving gives the exact result.
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void _occa_casContention_0(const int n, __global int *a, __global unsigned int *u, __global float *f, __global int *h, __global int *r, __global int *m) {
  {
    int b = 0 + (64 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      const int i = b + t;
      const int v = i * 37 % n;
      if (i < 15) {
        {
          volatile __global int *_occa_ptr = &a[0];
          int _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (int) (_occa_old * (3));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
      }
      {
        volatile __global int *_occa_ptr = &a[1];
        int _occa_old, _occa_new;
        do {
          _occa_old = *_occa_ptr;
          int _occa_value = _occa_old;
          _occa_new = (int) ((_occa_value > v ? _occa_value : v));
        } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
      }
      {
        volatile __global int *_occa_ptr = &a[2];
        int _occa_old, _occa_new;
        do {
          _occa_old = *_occa_ptr;
          int _occa_value = _occa_old;
          _occa_new = (int) ((_occa_value + i));
        } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
      }
      if (i < 20) {
        {
          volatile __global int *_occa_ptr = &a[3];
          int _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (int) (_occa_old / (2));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
        {
          volatile __global int *_occa_ptr = &a[4];
          int _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (int) (_occa_old << (1));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
        {
          volatile __global int *_occa_ptr = &a[5];
          int _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (int) (_occa_old >> (1));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
      }
      {
        volatile __global int *_occa_ptr = &a[6];
        int _occa_old, _occa_new;
        do {
          _occa_old = *_occa_ptr;
          _occa_new = (int) (_occa_old % (1000));
        } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
      }
      {
        volatile __global uint *_occa_ptr = &u[0];
        uint _occa_old, _occa_new;
        do {
          _occa_old = *_occa_ptr;
          _occa_new = (uint) (_occa_old * (3u));
        } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
      }
      {
        volatile __global uint *_occa_ptr = &u[1];
        uint _occa_old, _occa_new;
        do {
          _occa_old = *_occa_ptr;
          uint _occa_value = _occa_old;
          _occa_new = (uint) ((_occa_value ^ (unsigned int)i));
        } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
      }
      {
        volatile __global uint *_occa_ptr = &u[2];
        uint _occa_old, _occa_new;
        do {
          _occa_old = *_occa_ptr;
          uint _occa_value = _occa_old;
          _occa_new = (uint) (((unsigned int)v > _occa_value ? (unsigned int)v : _occa_value));
        } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
      }
      if (i < 100) {
        {
          volatile __global float *_occa_ptr = &f[0];
          float _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (float) (_occa_old * (2.0f));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
      }
      {
        volatile __global float *_occa_ptr = &f[1];
        float _occa_old, _occa_new;
        do {
          _occa_old = *_occa_ptr;
          float _occa_value = _occa_old;
          _occa_new = (float) ((_occa_value > 0.5f * v ? _occa_value : 0.5f * v));
        } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
      }
      {
        volatile __global float *_occa_ptr = &f[2];
        float _occa_old, _occa_new;
        do {
          _occa_old = *_occa_ptr;
          float _occa_value = _occa_old;
          _occa_new = (float) ((_occa_value + 0.25f));
        } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
      }
      {
        const int k = i % 4;
        atomic_add(&h[k], (1));
        atomic_add(&h[4 + k], (i));
        for (int j = 0; j < 3; ++j) {
          atomic_add(&r[j], (j + 1));
        }
        {
          volatile __global int *_occa_ptr = &m[0];
          int _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            int _occa_value = _occa_old;
            _occa_new = (int) ((v < _occa_value ? v : _occa_value));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
      }
    }
  }
}
