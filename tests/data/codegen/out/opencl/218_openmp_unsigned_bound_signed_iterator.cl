#pragma GCC diagnostic ignored "-Wsign-compare"

// `int` @outer iterators compared with `size_t` and `unsigned` bounds: C++ converts a negative
// iterator to the unsigned type, so `-2 < sz` and `-3 < u` are false and the serial loops run
// no iteration. OpenMP's canonical loop form compares in the iterator's type (`g < (int)sz`),
// so a `#pragma omp parallel for` over the loops as written runs 5, 8 and 6 iterations. The
// last two loops start at 0 and are controls (the constant `4u` is compared as written).
// These signed/unsigned comparisons are the point of the case: g++'s -Wsign-compare is off.
__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_unsignedBoundSignedIterator_0(const int lo, const int lo2, const ulong sz, const unsigned int u, __global int *out) {
  {
    int g = lo + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[4 + g * 2 + t] = -1;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_unsignedBoundSignedIterator_1(const int lo, const int lo2, const ulong sz, const unsigned int u, __global int *out) {
  {
    int g = lo2 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[16 + g * 2 + t] = -2;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_unsignedBoundSignedIterator_2(const int lo, const int lo2, const ulong sz, const unsigned int u, __global int *out) {
  {
    int g = lo + (1 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      out[30 + g * 2 + t] = -3;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_unsignedBoundSignedIterator_3(const int lo, const int lo2, const ulong sz, const unsigned int u, __global int *out) {
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[40 + g * 2 + t] += 10 * g + t;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_unsignedBoundSignedIterator_4(const int lo, const int lo2, const ulong sz, const unsigned int u, __global int *out) {
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[48 + g * 2 + t] += 100 + 10 * g + t;
    }
  }
}
