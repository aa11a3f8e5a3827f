// An `unsigned` and an `int` @outer iterator compared with a `long long` bound: C++ compares
// in `long long` (both serial loops run no iteration for these negative bounds), while OpenMP's
// canonical loop form computes the test in the iterator's type, `g < (unsigned)(n - 1)` and
// `g < (int)m`, so a `#pragma omp parallel for` printed over the loop as written runs 4 and 3.
typedef long hlong;

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_wideBoundNarrowed_0(const hlong n, const hlong m, const hlong ok, __global int *out) {
  {
    unsigned int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[g * 2 + t] += 1 + t;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_wideBoundNarrowed_1(const hlong n, const hlong m, const hlong ok, __global int *out) {
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[8 + g * 2 + t] += 10;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_wideBoundNarrowed_2(const hlong n, const hlong m, const hlong ok, __global int *out) {
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[16 + g * 2 + t] += 100 * (g + 1) + t;
    }
  }
}
