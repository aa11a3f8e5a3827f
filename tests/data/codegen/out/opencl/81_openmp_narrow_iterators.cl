// OKL loop iterators narrower than `int` (spec §4.1 allows char and short) compared with a
// bound of a wider type: `short` against `long`, `unsigned char` against `unsigned int`,
// and a tiled `unsigned short` loop against `long long` with the iterator on the right.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_narrowIterators_0(const long n, const unsigned int m, const long big, __global int *out) {
  {
    short b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[b * 4 + t] = b * 10 + t;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_narrowIterators_1(const long n, const unsigned int m, const long big, __global int *out) {
  {
    unsigned char c = 2 + (3 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      out[100 + c * 2 + t] = c - t;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_narrowIterators_2(const long n, const unsigned int m, const long big, __global int *out) {
  {
    unsigned short _occa_tiled_j = 1 + (16 * get_group_id(0));
    {
      unsigned short j = _occa_tiled_j + get_local_id(0);
      if (big > (int)(_occa_tiled_j + get_local_id(0))) {
        if (big > j) {
          out[200 + j] = 3 * j;
        }
      }
    }
  }
}
