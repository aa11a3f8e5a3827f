// Names that hide an `@exclusive` variable: a lambda parameter, an init-capture whose
// initialiser reads the `@exclusive` value of the same name, a range-`for` variable over an
// `@exclusive` array, an `if` initialiser, a struct member read through a member function and
// a brace-initialised struct holding the `@exclusive` value; an `@exclusive` `double` used
// in a functional cast `double(t)`. (`decltype` is OKL0350 in oklc.)
struct Cell {
  int e;
  int get() const {
    return e * 3;
  }
};

extern "C" void exclusiveNamesHidden(const int &nB, int *out) {
  #pragma omp parallel for
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int e[4];
    int arr[4][3];
    double d[4];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      e[_occa_exclusive_index] = 10 * b + t;
      int c = e[_occa_exclusive_index];
      c += 100;
      int copy[3] = {1, 2, 3};
      arr[_occa_exclusive_index][0] = copy[0] + c;
      arr[_occa_exclusive_index][1] = copy[1];
      arr[_occa_exclusive_index][2] = copy[2] * (int)(sizeof(arr[_occa_exclusive_index]) / sizeof(int));
      d[_occa_exclusive_index] = double(t) / 4;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      int *o = out + (b * 4 + t) * 8;
      auto twice = [&](int e) {
        return e * 2;
      };
      auto inc = [e = e[_occa_exclusive_index] + 1]() {
        return e * 10;
      };
      int s = 0;
      for (int e : arr[_occa_exclusive_index]) {
        s += e;
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
      Cell cell{e[_occa_exclusive_index]};
      o[0] = e[_occa_exclusive_index];
      o[1] = twice(3);
      o[2] = inc();
      o[3] = s;
      o[4] = r;
      o[5] = cell.get() + cell.e;
      o[6] = (int)(d[_occa_exclusive_index] * 8);
      o[7] = arr[_occa_exclusive_index][2];
    }
  }
}
