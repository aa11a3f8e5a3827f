// `@atomic` on global `double` and `long long` accumulators shared by all work-groups (so
// OpenMP threads really race): `+=`, prefix `--`, a block with several updates and a
// compare-and-store inside it, and min/max written as `x = x < v ? x : v` (not a basic atomic).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_atomicWide_0(const int n, __global const double *x, __global const long *k, __global double *dsum, __global long *lsum, __global long *minmax, __global double *stats) {
  {
    int b = 0 + (8 * get_group_id(0));
    {
      int t = b + get_local_id(0);
      if (t < n) {
        {
          volatile __global double *_occa_ptr = &dsum[0];
          double _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (double) (_occa_old + (x[t]));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          volatile __global double *_occa_ptr = &dsum[1];
          double _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (double) (_occa_old - (2.0 * x[t]));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          volatile __global long *_occa_ptr = &lsum[0];
          long _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (long) (_occa_old + (k[t]));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          volatile __global long *_occa_ptr = &lsum[1];
          long _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (long) (_occa_old - 1);
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          volatile __global long *_occa_ptr = &lsum[2];
          long _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (long) (_occa_old + 1);
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          {
            volatile __global double *_occa_ptr = &stats[0];
            double _occa_old, _occa_new;
            do {
              _occa_old = *_occa_ptr;
              _occa_new = (double) (_occa_old + (x[t]));
            } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
          }
          {
            volatile __global double *_occa_ptr = &stats[1];
            double _occa_old, _occa_new;
            do {
              _occa_old = *_occa_ptr;
              _occa_new = (double) (_occa_old + (1.0));
            } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
          }
          {
            volatile __global double *_occa_ptr = &stats[2];
            double _occa_old, _occa_new;
            do {
              _occa_old = *_occa_ptr;
              double _occa_value = _occa_old;
              _occa_new = (double) ((x[t] > _occa_value ? x[t] : _occa_value));
            } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
          }
        }
        {
          volatile __global long *_occa_ptr = &minmax[0];
          long _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            long _occa_value = _occa_old;
            _occa_new = (long) ((_occa_value < k[t] ? _occa_value : k[t]));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          volatile __global long *_occa_ptr = &minmax[1];
          long _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            long _occa_value = _occa_old;
            _occa_new = (long) ((k[t] > _occa_value ? k[t] : _occa_value));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
      }
    }
  }
}
