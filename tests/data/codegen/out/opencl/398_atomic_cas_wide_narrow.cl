// Every work-item of every work-group updates the same few `double`, `long long`, `short` and
// `unsigned char` locations with `@atomic` forms GPU targets lower as compare-and-swap loops:
// `*=`, `^=` on a signed 64-bit integer, values that read the updated location, a maximum written
// with `?:`, a minimum in an `@atomic` block; `short` and `unsigned char` neighbours that share
// one 32-bit word, which the loop exchanges while keeping the other bytes.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void _occa_casWideNarrow_0(const int n, __global double *d, __global long *l, __global short *s, __global unsigned char *c) {
  {
    int b = 0 + (64 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      const int i = b + t;
      const int v = i * 37 % n;
      if (i < 200) {
        {
          volatile __global double *_occa_ptr = &d[0];
          double _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (double) (_occa_old * (2.0));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
      }
      {
        volatile __global double *_occa_ptr = &d[1];
        double _occa_old, _occa_new;
        do {
          _occa_old = *_occa_ptr;
          double _occa_value = _occa_old;
          _occa_new = (double) ((_occa_value + 0.5 * (i % 4)));
        } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
      }
      {
        {
          volatile __global double *_occa_ptr = &d[2];
          double _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            double _occa_value = _occa_old;
            _occa_new = (double) ((0.25 * v < _occa_value ? 0.25 * v : _occa_value));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          volatile __global double *_occa_ptr = &d[3];
          double _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (double) (_occa_old + (1.0));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
      }
      if (i < 30) {
        {
          volatile __global long *_occa_ptr = &l[0];
          long _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (long) (_occa_old * (3));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
      }
      {
        volatile __global long *_occa_ptr = &l[1];
        long _occa_old, _occa_new;
        do {
          _occa_old = *_occa_ptr;
          long _occa_value = _occa_old;
          _occa_new = (long) ((_occa_value + (long)i * 1000000007L));
        } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
      }
      {
        volatile __global long *_occa_ptr = &l[2];
        long _occa_old, _occa_new;
        do {
          _occa_old = *_occa_ptr;
          long _occa_value = _occa_old;
          _occa_new = (long) (((long)v << 33 > _occa_value ? (long)v << 33 : _occa_value));
        } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
      }
      {
        volatile __global long *_occa_ptr = &l[3];
        long _occa_old, _occa_new;
        do {
          _occa_old = *_occa_ptr;
          _occa_new = (long) (_occa_old ^ ((long)i << 20));
        } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
      }
      {
        size_t _occa_at = (size_t) &s[i % 2];
        volatile __global uint *_occa_cas = (volatile __global uint *) (_occa_at & ~(size_t) 3);
        unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;
        unsigned int _occa_mask = 0xFFFFu << _occa_shift;
        unsigned int _occa_old = *_occa_cas, _occa_seen;
        do {
          _occa_seen = _occa_old;
          _occa_old = atomic_cmpxchg(_occa_cas, _occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned short) (short) ((short) (_occa_seen >> _occa_shift) + ((1))) << _occa_shift) & _occa_mask));
        } while (_occa_old != _occa_seen);
      }
      {
        size_t _occa_at = (size_t) &s[2];
        volatile __global uint *_occa_cas = (volatile __global uint *) (_occa_at & ~(size_t) 3);
        unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;
        unsigned int _occa_mask = 0xFFFFu << _occa_shift;
        unsigned int _occa_old = *_occa_cas, _occa_seen;
        do {
          _occa_seen = _occa_old;
          short _occa_value = (short) (_occa_seen >> _occa_shift);
          _occa_old = atomic_cmpxchg(_occa_cas, _occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned short) (short) ((_occa_value > (short)(v % 30000) ? _occa_value : (short)(v % 30000))) << _occa_shift) & _occa_mask));
        } while (_occa_old != _occa_seen);
      }
      if (i < 400) {
        {
          size_t _occa_at = (size_t) &c[i % 4];
          volatile __global uint *_occa_cas = (volatile __global uint *) (_occa_at & ~(size_t) 3);
          unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;
          unsigned int _occa_mask = 0xFFu << _occa_shift;
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomic_cmpxchg(_occa_cas, _occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned char) (unsigned char) ((unsigned char) (_occa_seen >> _occa_shift) + ((1))) << _occa_shift) & _occa_mask));
          } while (_occa_old != _occa_seen);
        }
      }
      {
        size_t _occa_at = (size_t) &c[4];
        volatile __global uint *_occa_cas = (volatile __global uint *) (_occa_at & ~(size_t) 3);
        unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;
        unsigned int _occa_mask = 0xFFu << _occa_shift;
        unsigned int _occa_old = *_occa_cas, _occa_seen;
        do {
          _occa_seen = _occa_old;
          _occa_old = atomic_cmpxchg(_occa_cas, _occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned char) (unsigned char) ((unsigned char) (_occa_seen >> _occa_shift) | (((unsigned char)(1 << i % 8)))) << _occa_shift) & _occa_mask));
        } while (_occa_old != _occa_seen);
      }
    }
  }
}
