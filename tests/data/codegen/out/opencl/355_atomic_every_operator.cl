// @atomic on every operator form over computed indices, as a particle-binning kernel would
// use them: += and -= counts, prefix and postfix ++/--, *= on unsigned products (wrapping, so
// the result is the same in any order), |=, &= and ^= masks, and 64-bit sums.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_binParticles_0(const int N, __global const int *key, __global int *cnt, __global unsigned int *prod, __global unsigned int *bits, __global long *sums) {
  {
    int b = 0 + (16 * get_group_id(0));
    {
      int t = b + get_local_id(0);
      if (t < N) {
        const int k = key[t];
        atomic_add(&cnt[k % 6], (1));
        atomic_sub(&cnt[6 + k * 7 % 6], (2));
        atomic_inc(&cnt[2 * 6 + k % 3]);
        atomic_inc(&cnt[2 * 6 + 3 + (k & 1)]);
        atomic_dec(&cnt[2 * 6 + 5]);
        atomic_dec(&cnt[2 * 6 + 6]);
        {
          volatile __global uint *_occa_ptr = &prod[k % 4];
          uint _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (uint) (_occa_old * (3u + (unsigned int)(k % 2)));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
        atomic_or(&bits[0], (1u << k % 32));
        atomic_and(&bits[1], (~(1u << k % 29)));
        atomic_xor(&bits[2], ((unsigned int)k * 2654435761u));
        {
          volatile __global long *_occa_ptr = &sums[k & 1];
          long _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (long) (_occa_old + ((long)k * k * 1000003L));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
        {
          volatile __global long *_occa_ptr = &sums[2];
          long _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (long) (_occa_old - (k));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
      }
    }
  }
}
