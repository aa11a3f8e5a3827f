// `@atomic` updates of members of `@shared` structs: `+=` on an `int` member through an index,
// `+=` on a `float` member through a pointer (`p->total`), `|=` on a `long long` member, and a
// `@atomic` block updating two members; `@inner` loops of different extents.
struct Bin {
  int count;
  float total;
  long mask;
  int hi;
};

#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_sharedStructAtomics_0(const int nb, __global const int *keys, __global int *counts, __global float *totals, __global long *masks) {
  __local struct Bin bins[4];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      if (t < 4) {
        bins[t].count = 0;
        bins[t].total = 0.0f;
        bins[t].mask = 0;
        bins[t].hi = -1;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      const int k = keys[b * 16 + t];
      __local struct Bin *p = &bins[k & 3];
      atomic_add(&bins[k & 3].count, (1));
      {
        volatile __local float *_occa_ptr = &p->total;
        float _occa_old, _occa_new;
        do {
          _occa_old = *_occa_ptr;
          _occa_new = (float) (_occa_old + (0.25f * k));
        } while (atomic_cmpxchg((volatile __local uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
      }
      {
        volatile __local long *_occa_ptr = &bins[k & 3].mask;
        long _occa_old, _occa_new;
        do {
          _occa_old = *_occa_ptr;
          _occa_new = (long) (_occa_old | (1L << (t + 20)));
        } while (atom_cmpxchg((volatile __local ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
      }
      {
        {
          volatile __local int *_occa_ptr = &p->hi;
          int _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            int _occa_value = _occa_old;
            _occa_new = (int) ((k > _occa_value ? k : _occa_value));
          } while (atomic_cmpxchg((volatile __local uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
        atomic_add(&p->count, (100));
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 4) {
        counts[b * 4 + t] = bins[t].count * 1000 + bins[t].hi;
        totals[b * 4 + t] = bins[t].total;
        masks[b * 4 + t] = bins[t].mask;
      }
    }
  }
}
