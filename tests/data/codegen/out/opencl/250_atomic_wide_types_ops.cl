// `@atomic` on `double`, `long long`, `unsigned long long` and `unsigned char` targets with
// every commuting operator (`++`, `--`, `+=`, `-=`, `*=`, `|=`, `^=`, `&=`, `<<=` by equal
// amounts), a min/max written as an `@atomic` block with `if`, and an `@atomic` block that
// updates two locations together. Values keep every order's result exact.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_atomicWide_0(const int n, __global double *d, __global long *l, __global unsigned long *u, __global unsigned char *c, __global int *mm) {
  {
    int b = 0 + (16 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      const int i = b + t;
      if (i < n) {
        {
          volatile __global double *_occa_ptr = &d[0];
          double _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (double) (_occa_old + (0.25 * (i % 8)));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          volatile __global double *_occa_ptr = &d[1];
          double _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (double) (_occa_old - (0.5));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          volatile __global double *_occa_ptr = &d[2];
          double _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (double) (_occa_old * (2.0));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          volatile __global long *_occa_ptr = &l[0];
          long _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (long) (_occa_old + 1);
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          volatile __global long *_occa_ptr = &l[1];
          long _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (long) (_occa_old - 1);
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          volatile __global long *_occa_ptr = &l[2];
          long _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (long) (_occa_old + (4000000000L));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          volatile __global long *_occa_ptr = &l[3];
          long _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (long) (_occa_old << (1));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          volatile __global ulong *_occa_ptr = &u[0];
          ulong _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (ulong) (_occa_old | (1ul << i % 64));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          volatile __global ulong *_occa_ptr = &u[1];
          ulong _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (ulong) (_occa_old ^ (0x8000000000000001ul));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          volatile __global ulong *_occa_ptr = &u[2];
          ulong _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (ulong) (_occa_old & (~(1ul << i % 64)));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          size_t _occa_at = (size_t) &c[0];
          volatile __global uint *_occa_cas = (volatile __global uint *) (_occa_at & ~(size_t) 3);
          unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;
          unsigned int _occa_mask = 0xFFu << _occa_shift;
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomic_cmpxchg(_occa_cas, _occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned char) (unsigned char) ((unsigned char) (_occa_seen >> _occa_shift) + (((unsigned char)3))) << _occa_shift) & _occa_mask));
          } while (_occa_old != _occa_seen);
        }
        {
          {
            volatile __global int *_occa_ptr = &mm[0];
            int _occa_old, _occa_new;
            do {
              _occa_old = *_occa_ptr;
              int _occa_value = _occa_old;
              _occa_new = (int) ((i > _occa_value ? i : _occa_value));
            } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
          }
        }
        {
          {
            volatile __global int *_occa_ptr = &mm[1];
            int _occa_old, _occa_new;
            do {
              _occa_old = *_occa_ptr;
              int _occa_value = _occa_old;
              _occa_new = (int) ((-i < _occa_value ? -i : _occa_value));
            } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
          }
          atomic_add(&mm[2], (1));
        }
      }
    }
  }
}
