// Decreasing @tile loops over unsigned iterators that stop at 0 / 1: the tile arithmetic must not
// wrap around below zero.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_tileUnsignedDecreasing_0(const unsigned int N, __global int *a, __global int *b) {
  {
    unsigned int _occa_tiled_i = N - (4 * get_group_id(0));
    {
      unsigned int i = _occa_tiled_i - get_local_id(0);
      if (i <= _occa_tiled_i) {
        if (i > 0u) {
          a[i] += (int)i;
        }
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_tileUnsignedDecreasing_1(const unsigned int N, __global int *a, __global int *b) {
  {
    unsigned long _occa_tiled_i = N - 1 - (2 * 3 * get_group_id(0));
    {
      unsigned long i = _occa_tiled_i - (3 * get_local_id(0));
      if (i <= _occa_tiled_i) {
        if (i >= 1ul) {
          b[i] += 100 + (int)i;
        }
      }
    }
  }
}
