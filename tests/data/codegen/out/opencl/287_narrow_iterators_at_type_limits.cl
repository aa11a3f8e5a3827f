// OKL loops whose narrow iterator would wrap before its test fails when the host runs the
// loop as written: an inclusive bound at the type's maximum or minimum, a step that jumps past
// the maximum, tiles whose last tile reaches past it (with and without a bounds check), and a
// run-time bound beyond the type's range. A GPU counts each loop (spec §4.2) and sets the
// iterator from the count, so every loop runs its mathematical number of iterations.
__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_narrowLimits_0(const int n, __global int *out) {
  {
    unsigned char c = 250 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[(c - 250) * 2 + t] = c + t;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_narrowLimits_1(const int n, __global int *out) {
  {
    int g = 0 + get_group_id(0);
    {
      signed char i = 120 + (3 * get_local_id(0));
      out[20 + g * 8 + (i - 120)] = i + g;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(9, 1, 1))) void _occa_narrowLimits_2(const int n, __global int *out) {
  {
    int g = 0 + get_group_id(0);
    {
      signed char i = -120 - get_local_id(0);
      out[40 + (-i - 120)] = -i;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(1, 1, 1))) void _occa_narrowLimits_3(const int n, __global int *out) {
  {
    unsigned char c = 5 - get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[50 + c] = 7 * c + 1;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void _occa_narrowLimits_4(const int n, __global int *out) {
  {
    unsigned char _occa_tiled_j = 0 + (64 * get_group_id(0));
    {
      unsigned char j = _occa_tiled_j + get_local_id(0);
      if (j <= 255) {
        out[60 + j] += j + 1;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(100, 1, 1))) void _occa_narrowLimits_5(const int n, __global int *out) {
  {
    unsigned char _occa_tiled_j = 0 + (100 * get_group_id(0));
    {
      unsigned char j = _occa_tiled_j + get_local_id(0);
      if ((int)(_occa_tiled_j + get_local_id(0)) <= 250) {
        if (j <= 250) {
          out[320 + j] += 2 * j + 1;
        }
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(1, 1, 1))) void _occa_narrowLimits_6(const int n, __global int *out) {
  {
    short s = 0 + (1000 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      out[580 + (unsigned short)s / 1000] = s;
    }
  }
}
