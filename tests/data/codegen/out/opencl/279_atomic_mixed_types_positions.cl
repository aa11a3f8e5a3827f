// `@atomic` updates whose right side has another type than the target (`float += int`,
// `short += int`, `unsigned -= int` wrapping, `long long += unsigned`, `double -= float`,
// `unsigned char ^= int`, `float *= double`) and `@atomic` statements in positions without
// braces: the body of a `while` and a `do`, an `else if` chain, after `case` labels of a
// `switch` and after a `goto` label (the body of a `for` is braced: `for (..) @atomic` would
// give the loop the attribute, as legacy OCCA does). Every order gives the same result.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_atomicMixedTypes_0(const int n, __global float *f, __global short *s, __global unsigned int *u, __global long *l, __global double *d, __global unsigned char *c, __global int *h) {
  {
    int b = 0 + (8 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      const int i = b + t;
      if (i < n) {
        {
          volatile __global float *_occa_ptr = &f[0];
          float _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (float) (_occa_old + (i % 4));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
        {
          size_t _occa_at = (size_t) &s[0];
          volatile __global uint *_occa_cas = (volatile __global uint *) (_occa_at & ~(size_t) 3);
          unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;
          unsigned int _occa_mask = 0xFFFFu << _occa_shift;
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            _occa_old = atomic_cmpxchg(_occa_cas, _occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned short) (short) ((short) (_occa_seen >> _occa_shift) + ((3 * i - 40))) << _occa_shift) & _occa_mask));
          } while (_occa_old != _occa_seen);
        }
        atomic_sub(&u[0], (5));
        {
          volatile __global long *_occa_ptr = &l[0];
          long _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (long) (_occa_old + ((unsigned int)i * 1000000000u));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          volatile __global double *_occa_ptr = &d[0];
          double _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (double) (_occa_old - (0.25f * (i % 3)));
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
            _occa_old = atomic_cmpxchg(_occa_cas, _occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned char) (unsigned char) ((unsigned char) (_occa_seen >> _occa_shift) ^ ((1 << i % 8))) << _occa_shift) & _occa_mask));
          } while (_occa_old != _occa_seen);
        }
        {
          volatile __global float *_occa_ptr = &f[1];
          float _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (float) (_occa_old * (2.0));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
        for (int k = 0; k < 3; ++k) {
          atomic_add(&h[k], (k + i));
        }
        int w = 2;
        while (w-- > 0) {
          atomic_add(&h[3], (1));
        }
        do {
          atomic_sub(&h[4], (2));
        } while (false);
        if (i % 3 == 0) {
          atomic_add(&h[5], (1));
        } else if (i % 3 == 1) {
          atomic_add(&h[6], (1));
        } else {
          atomic_add(&h[7], (1));
        }
        switch (i % 4) {
          case 0:
            atomic_add(&h[8], (1));
            break;
          case 1:
          case 2:
            atomic_add(&h[9], (i));
            break;
          default:
            {
              volatile __global int *_occa_ptr = &h[10];
              int _occa_old, _occa_new;
              do {
                _occa_old = *_occa_ptr;
                _occa_new = (int) (_occa_old * (1));
              } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
            }
            atomic_inc(&h[11]);
        }
        if (i < 5) {
          goto tail;
        }
        atomic_add(&h[12], (100));
      tail:
        atomic_add(&h[13], (1));
      }
    }
  }
}
