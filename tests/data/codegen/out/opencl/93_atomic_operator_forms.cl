// `@atomic` on every assignment operator and on the `x = x op e` / `x = e op x` spellings,
// plus a plain store, a max written with `?:`, nested single-statement blocks, and atomics
// written through macros. Every location gets updates that commute, so any OpenMP order
// gives the same result.
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_atomicOperatorForms_0(const int n, __global int *a, __global unsigned int *u, __global float *f) {
  {
    int b = 0 + (8 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      const int i = b + t;
      if (i < n) {
        {
          volatile __global int *_occa_ptr = &a[0];
          int _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (int) (_occa_old * (2));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
        {
          volatile __global int *_occa_ptr = &a[1];
          int _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (int) (_occa_old / (2));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
        {
          volatile __global int *_occa_ptr = &a[2];
          int _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (int) (_occa_old % (7));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
        {
          volatile __global int *_occa_ptr = &a[3];
          int _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (int) (_occa_old << (1));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
        {
          volatile __global int *_occa_ptr = &a[4];
          int _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (int) (_occa_old >> (1));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
        atomic_and(&u[0], (~(1u << i % 32)));
        atomic_or(&u[1], (1u << i % 32));
        atomic_xor(&u[2], ((unsigned int)i));
        {
          volatile __global int *_occa_ptr = &a[5];
          int _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            int _occa_value = _occa_old;
            _occa_new = (int) ((_occa_value + i));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
        {
          volatile __global int *_occa_ptr = &a[6];
          int _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            int _occa_value = _occa_old;
            _occa_new = (int) ((i + _occa_value));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
        {
          volatile __global int *_occa_ptr = &a[7];
          int _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            int _occa_value = _occa_old;
            _occa_new = (int) ((_occa_value > i ? _occa_value : i));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
        atomic_xchg(&a[8], (42));
        atomic_dec(&a[9]);
        atomic_inc(&a[10]);
        atomic_add(&a[11], (2 * i));
        {
          volatile __global float *_occa_ptr = &f[0];
          float _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (float) (_occa_old * (0.5f));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
        {
          volatile __global float *_occa_ptr = &f[1];
          float _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            float _occa_value = _occa_old;
            _occa_new = (float) ((_occa_value + 0.25f * (i % 4)));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
        if (i % 2) {
          {
            atomic_add(&a[12], (1));
            atomic_sub(&a[13], (i));
          }
        } else {
          atomic_sub(&a[14], (1));
        }
      }
    }
  }
}
