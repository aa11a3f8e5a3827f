// @tile loops whose tiles reach past the iterator type's range: unsigned loops down to 0 (an
// `unsigned char` iterator, which C++ promotes to `int` in the arithmetic; nested tiles, whose
// hoisted block loop is a plain loop on OpenMP too), an unsigned loop up to UINT_MAX, signed
// loops down to INT_MIN and up to INT_MAX, and a signed decreasing `-= 2` tile with `>`.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_tileRangeLimits_0(const int n, __global int *a, __global int *b, __global int *c, __global int *d, __global int *e, __global int *f) {
  {
    unsigned char _occa_tiled_i = n - (4 * get_group_id(0));
    {
      unsigned char i = _occa_tiled_i - get_local_id(0);
      if ((int)(_occa_tiled_i - get_local_id(0)) <= _occa_tiled_i && 0 < (int)(_occa_tiled_i - get_local_id(0))) {
        if (0 < i) {
          a[i] += i;
        }
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 2, 1))) void _occa_tileRangeLimits_1(const int n, __global int *a, __global int *b, __global int *c, __global int *d, __global int *e, __global int *f) {
  {
    unsigned int _occa_tiled_j = 6u - (2 * 2 * get_group_id(1));
    {
      unsigned int _occa_tiled_i = n - (4 * get_group_id(0));
      {
        unsigned int j = _occa_tiled_j - (2 * get_local_id(1));
        if (j <= _occa_tiled_j) {
          if (j > 0u) {
            {
              unsigned int i = _occa_tiled_i - get_local_id(0);
              if (i <= _occa_tiled_i) {
                if (i >= 1u) {
                  b[j * 21 + i] += (int)(j + i);
                }
              }
            }
          }
        }
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_tileRangeLimits_2(const int n, __global int *a, __global int *b, __global int *c, __global int *d, __global int *e, __global int *f) {
  {
    unsigned int _occa_tiled_i = 4294967286u + (2 * 3 * get_group_id(0));
    {
      unsigned int i = _occa_tiled_i + (3 * get_local_id(0));
      if (i < 4294967295u) {
        c[i - 4294967286u] += 1;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_tileRangeLimits_3(const int n, __global int *a, __global int *b, __global int *c, __global int *d, __global int *e, __global int *f) {
  {
    int _occa_tiled_i = -2147483640 - (4 * get_group_id(0));
    {
      int i = _occa_tiled_i - get_local_id(0);
      if (i > -2147483647 - 1) {
        d[i + 2147483647] += 1;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_tileRangeLimits_4(const int n, __global int *a, __global int *b, __global int *c, __global int *d, __global int *e, __global int *f) {
  {
    int _occa_tiled_i = 2147483640 + (2 * 2 * get_group_id(0));
    {
      int i = _occa_tiled_i + (2 * get_local_id(0));
      if (i <= 2147483645) {
        e[(i - 2147483640) / 2] += 1;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_tileRangeLimits_5(const int n, __global int *a, __global int *b, __global int *c, __global int *d, __global int *e, __global int *f) {
  {
    int _occa_tiled_i = n - 1 - (3 * 2 * get_group_id(0));
    {
      int i = _occa_tiled_i - (2 * get_local_id(0));
      if (i > -3) {
        f[i + 3] += i;
      }
    }
  }
}
