// Names that hide an `@exclusive` variable: a lambda parameter, an init-capture whose
// initialiser reads the `@exclusive` value of the same name, a range-`for` variable over an
// `@exclusive` array, an `if` initialiser, a struct member read through a member function and
// a brace-initialised struct holding the `@exclusive` value; an `@exclusive` `double` used
// in a functional cast `double(t)`. (`decltype` is OKL0350 in oklc.)
struct Cell {
  int e;
};

int Cell__get(const struct Cell *this_) {
  return this_->e * 3;
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
int _occa_exclusiveNamesHidden_twice(int e) {
  return e * 2;
}

int _occa_exclusiveNamesHidden_inc(int _occa_exclusiveNamesHidden_inc_e) {
  return _occa_exclusiveNamesHidden_inc_e * 10;
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_exclusiveNamesHidden_0(const int nB, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    int e;
    int arr[3];
    double d;
    {
      int t = 0 + get_local_id(0);
      e = 10 * b + t;
      int c = e;
      c += 100;
      int copy[3] = {1, 2, 3};
      arr[0] = copy[0] + c;
      arr[1] = copy[1];
      arr[2] = copy[2] * (int)(sizeof(arr) / sizeof(int));
      d = (double)t / 4;
    }
    {
      int t = 0 + get_local_id(0);
      __global int *o = out + (b * 4 + t) * 8;
      int _occa_exclusiveNamesHidden_inc_e = e + 1;
      int s = 0;
      for (int _occa_i = 0; _occa_i < 3; ++_occa_i) {
        int e = arr[_occa_i];
        {
          s += e;
        }
      }
      int r;
      {
        int e = t * 2;
        if (e >= 2) {
          r = e;
        } else {
          r = -e - 1;
        }
      }
      struct Cell cell = {e};
      o[0] = e;
      o[1] = _occa_exclusiveNamesHidden_twice(3);
      o[2] = _occa_exclusiveNamesHidden_inc(_occa_exclusiveNamesHidden_inc_e);
      o[3] = s;
      o[4] = r;
      o[5] = Cell__get(&cell) + cell.e;
      o[6] = (int)(d * 8);
      o[7] = arr[2];
    }
  }
}
