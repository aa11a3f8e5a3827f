// Top-level `@outer` loops selected at run time: unbraced `if`/`else` branches that are
// `@outer` loops, an `@outer` loop in a `switch` case, and one in a `do { } while (0)`
// macro wrapper. On OpenMP each of them is a parallel loop.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_outerInIf_0(const int mode, const int n, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[b * 4 + t] += 1;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_outerInIf_1(const int mode, const int n, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[b * 4 + t] += 2;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_outerInIf_2(const int mode, const int n, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[b * 4 + t] *= 10;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_outerInIf_3(const int mode, const int n, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[b * 4 + t] *= 100;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_outerInIf_4(const int mode, const int n, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[b * 4 + t] += t;
    }
  }
}
