// `@atomic` outside the kernel body's own statements: in a static helper, in a function
// template instantiated for `unsigned` and `double`, in a lambda defined in the `@inner` body
// (called twice per work-item), and a multi-statement `@atomic { }` block inside a lambda,
// on global and `@shared` data (a struct's members and an array element through a pointer).
// OpenMP must lower each to an atomic update or a critical section wherever it is written.
struct Tally {
  int count;
  long weight;
};

static void bump(__global int *p, int v) {
  atomic_add(&*p, (v));
}

void _occa_addScaled_unsigned_int(__global unsigned int *p, unsigned int v, unsigned int s) {
  atomic_add(&p[0], (v * s));
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
void _occa_addScaled_double(__global double *p, double v, double s) {
  {
    volatile __global double *_occa_ptr = &p[0];
    double _occa_old, _occa_new;
    do {
      _occa_old = *_occa_ptr;
      _occa_new = (double) (_occa_old + (v * s));
    } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
  }
}

void _occa_atomicHelpers_record(int slot, int w, __local struct Tally tally[2]) {
  {
    atomic_add(&tally[slot].count, (1));
    {
      volatile __local long *_occa_ptr = &tally[slot].weight;
      long _occa_old, _occa_new;
      do {
        _occa_old = *_occa_ptr;
        _occa_new = (long) (_occa_old + ((long)w * 1000000007L));
      } while (atom_cmpxchg((volatile __local ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
    }
  }
}

void _occa_atomicHelpers_dec(__local int *cell) {
  atomic_dec(&*cell);
}

__kernel __attribute__((reqd_work_group_size(12, 1, 1))) void _occa_atomicHelpers_0(const int groups, __global int *hits, __global unsigned int *uacc, __global double *dacc, __global long *ll, __global int *minmax) {
  __local struct Tally tally[2];
  __local int local_[4];
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      if (t < 2) {
        tally[t].count = 0;
        tally[t].weight = 0;
      }
      if (t < 4) {
        local_[t] = 0;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      bump(hits + g, 1);
      bump(&hits[groups], t);
      _occa_addScaled_unsigned_int(uacc, (unsigned int)t, 3u);
      _occa_addScaled_double(dacc + g, 0.25 * t, 2.0);
      _occa_atomicHelpers_record(t % 2, t, tally);
      _occa_atomicHelpers_record(1, g, tally);
      __local int *cell = &local_[t % 4];
      _occa_atomicHelpers_dec(cell);
      {
        volatile __global int *_occa_ptr = &minmax[2 * g];
        int _occa_old, _occa_new;
        do {
          _occa_old = *_occa_ptr;
          int _occa_value = _occa_old;
          _occa_new = (int) ((_occa_value > t * g ? _occa_value : t * g));
        } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 2) {
        ll[g * 2 + t] = tally[t].weight + tally[t].count;
      }
      if (t == 0) {
        minmax[2 * g + 1] = local_[0] + 10 * local_[1] + 100 * local_[2] + 1000 * local_[3];
      }
    }
  }
}
