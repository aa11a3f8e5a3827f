// Declarations as conditions (C++98 [stmt.select]/[stmt.iter]): `if (int r = ...)`,
// `switch (int k = ...)` and `while (int left = ...)`, inside a kernel and a helper. The
// variable is in scope in the branches and the loop body, and a `while` declares it afresh
// before every test.
int steps(int v) {
  int s = 0;
  while (true) {
    int left = v - s;
    if (!left) {
      break;
    }
    if (left < 0) {
      break;
    }
    ++s;
  }
  return s;
}

__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_conditionDecls_0(const int n, __global int *out) {
  {
    int _occa_tiled_i = 0 + (16 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        int v = 0;
        {
          int r = i % 4;
          if (r) {
            v = r * 10;
          } else {
            v = -1;
          }
        }
        {
          int k = i % 3;
          switch (k) {
            case 0:
              v += 100;
              break;
            default:
              v += k;
          }
        }
        out[i] = v + steps(i % 5);
      }
    }
  }
}
