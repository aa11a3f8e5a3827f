// Atomic updates the way macro-heavy code bases write them: `[[okl_atomic("")]]` statements
// built by function-like macros, `x = x op e` and `x = e op x` forms, updates through a
// reference to an element and through a helper taking a pointer, on int, double and
// unsigned long long data.
static inline void bump(__global int *c, const int by) {
  atomic_add(&*c, (by));
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_accumulate_0(const int N, __global const double *x, __global int *cnt, __global double *dsum, __global unsigned long *usum, __global int *mx) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const int n = b * 16 + t;
      if (n < N) {
        const int k = n % 7;
        atomic_add(&cnt[k], (1));
        {
          volatile __global double *_occa_ptr = &dsum[k];
          double _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (double) (_occa_old + (0.5 * x[n]));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          volatile __global int *_occa_ptr = &cnt[7];
          int _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            int _occa_value = _occa_old;
            _occa_new = (int) ((_occa_value + 2));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
        {
          volatile __global int *_occa_ptr = &cnt[7 + 1];
          int _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            int _occa_value = _occa_old;
            _occa_new = (int) ((3 + _occa_value));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
        __global int *slot = &cnt[7 + 2 + (n & 1)];
        atomic_sub(&*slot, (n));
        bump(cnt + 7 + 4, k);
        {
          volatile __global ulong *_occa_ptr = &usum[0];
          ulong _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (ulong) (_occa_old + ((unsigned long)n * 4294967311UL));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          {
            volatile __global int *_occa_ptr = &mx[k];
            int _occa_old, _occa_new;
            do {
              _occa_old = *_occa_ptr;
              int _occa_value = _occa_old;
              _occa_new = (int) (((int)(4 * x[n]) > _occa_value ? (int)(4 * x[n]) : _occa_value));
            } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
          }
        }
        ;
      }
    }
  }
}
