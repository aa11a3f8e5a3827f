// Decrementing @outer loops whose `int`/`unsigned` iterator is compared with a `long long`
// lower bound, a `short` iterator against a `long` bound, and an `int` iterator against a
// `long long` bound read through a pointer and a struct field. C++ compares in the wider type
// (4294967298 and -65534 are out of the iterators' ranges: no iteration), while OpenMP's
// canonical loop form converts the bound to the iterator's type (2 and 2: 4, 3 and 2
// iterations for loops printed as written). The last two loops are controls, the last one
// against an `int` field (printed as written).
typedef long hlong;

struct Limits {
  hlong hi;
  int pad;
};

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_wideBoundDecrementing_0(const hlong lo, const long l, __global const hlong *lim, __global int *out) {
  {
    int g = 5 - get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[g * 2 + t] = -1;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_wideBoundDecrementing_1(const hlong lo, const long l, __global const hlong *lim, __global int *out) {
  {
    unsigned int g = 5 - (1 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      out[12 + g * 2 + t] = -2;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_wideBoundDecrementing_2(const hlong lo, const long l, __global const hlong *lim, __global int *out) {
  {
    short g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[24 + g * 2 + t] = -3;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_wideBoundDecrementing_3(const hlong lo, const long l, __global const hlong *lim, __global int *out) {
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[30 + g * 2 + t] = -4;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_wideBoundDecrementing_4(const hlong lo, const long l, __global const hlong *lim, __global int *out) {
  {
    int g = 7 - get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[36 + g * 2 + t] += 10 * g + t;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_wideBoundDecrementing_5(const hlong lo, const long l, __global const hlong *lim, __global int *out) {
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[52 + g * 2 + t] += 1000 + g;
    }
  }
}
