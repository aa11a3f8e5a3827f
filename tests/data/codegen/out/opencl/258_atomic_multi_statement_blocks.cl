// `@atomic` blocks of several statements: a block updating two global counters and a
// histogram slot that it computes in a local declared inside the block; a block holding a
// regular loop and an `if`/`else`; a block on `@shared` data with a read-modify-write pair that
// must stay consistent (`sum` and `sumSq` updated together); an `@atomic` block in each branch of
// an `if`/`else` on the iterator; a single-statement block (basic) next to a block whose one
// statement is not basic (`*=`). On OpenMP the blocks are critical sections, so every pair stays
// consistent; results are order-independent integer sums.
struct Stats {
  long sum;
  long sumSq;
  int count;
};

#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_atomicBlocks_0(const int n, __global int *counters, __global int *hist, __global long *tot, __global int *groupOut) {
  __local int local_[2];
  __local struct Stats gs[1];
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      if (t == 0) {
        local_[0] = 0;
        local_[1] = 1;
        gs[0].sum = 0;
        gs[0].sumSq = 0;
        gs[0].count = 0;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      const int v = g * 8 + t;
      {
        const int bin = v % 5;
        atomic_add(&counters[0], (v));
        atomic_add(&counters[1], (1));
        atomic_add(&hist[bin], (v));
      }
      {
        for (int k = 0; k < 3; ++k) {
          if ((v + k) % 2 == 0) {
            atomic_add(&counters[2], (k));
          } else {
            atomic_sub(&counters[3], (k));
          }
        }
      }
      {
        {
          volatile __local long *_occa_ptr = &gs[0].sum;
          long _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (long) (_occa_old + (v));
          } while (atom_cmpxchg((volatile __local ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          volatile __local long *_occa_ptr = &gs[0].sumSq;
          long _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (long) (_occa_old + ((long)v * v));
          } while (atom_cmpxchg((volatile __local ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        atomic_inc(&gs[0].count);
      }
      if (t % 2 == 0) {
        {
          atomic_add(&local_[0], (t));
          atomic_inc(&counters[4]);
        }
      } else {
        {
          volatile __local int *_occa_ptr = &local_[1];
          int _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (int) (_occa_old * (2));
          } while (atomic_cmpxchg((volatile __local uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
      }
      atomic_add(&counters[5], (2));
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t == 0) {
        groupOut[g * 2 + 0] = local_[0];
        groupOut[g * 2 + 1] = local_[1];
        {
          {
            volatile __global long *_occa_ptr = &tot[0];
            long _occa_old, _occa_new;
            do {
              _occa_old = *_occa_ptr;
              _occa_new = (long) (_occa_old + (gs[0].sum));
            } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
          }
          {
            volatile __global long *_occa_ptr = &tot[1];
            long _occa_old, _occa_new;
            do {
              _occa_old = *_occa_ptr;
              _occa_new = (long) (_occa_old + (gs[0].sumSq));
            } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
          }
          {
            volatile __global long *_occa_ptr = &tot[2];
            long _occa_old, _occa_new;
            do {
              _occa_old = *_occa_ptr;
              _occa_new = (long) (_occa_old + (gs[0].count));
            } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
          }
        }
      }
    }
  }
}
