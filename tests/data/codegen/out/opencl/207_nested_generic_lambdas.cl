// C++ in `@inner` bodies: a generic lambda (`auto` parameter) whose body defines and calls a
// second lambda capturing by copy, both reading an `@exclusive` value (the inner copy captures
// the lowered per-work-item storage and must still read this work-item's element); `if
// constexpr`; a function template taking a `const` reference to a `@shared` row; a ternary
// lvalue choosing between two `@exclusive` variables; `static_cast`; a comma in a regular
// loop's increment.
int _occa_rowDot_5_int(__local const int row[5], __global const int *w) {
  int s = 0;
  for (int k = 0, j = 5 - 1; k < 5; ++k, --j) {
    s += row[k] * w[j];
  }
  return s;
}

int _occa_nestedLambdas_outer_inner(int y, int x, int e) {
  return x * y + e;
}

int _occa_nestedLambdas_outer(int x, int e, const int q) {
  return _occa_nestedLambdas_outer_inner(q, x, e) + _occa_nestedLambdas_outer_inner(1, x, e);
}

int _occa_nestedLambdas_outer_2_inner(int y, long x, int e) {
  return x * y + e;
}

int _occa_nestedLambdas_outer_2(long x, int e, const int q) {
  return _occa_nestedLambdas_outer_2_inner(q, x, e) + _occa_nestedLambdas_outer_2_inner(1, x, e);
}

__kernel __attribute__((reqd_work_group_size(10, 1, 1))) void _occa_nestedLambdas_0(const int groups, __global const int *w, __global int *out) {
  __local int rows[2][5];
  {
    int g = 0 + get_group_id(0);
    int e;
    int f;
    {
      int i = 0 + get_local_id(0);
      rows[i / 5][i % 5] = g + i;
      e = i * 3;
      f = -i;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int i = 0 + get_local_id(0);
      const int q = (int)((unsigned int)(i + g) % 3u);
      int v = 0;
      if (sizeof(short) == 2) {
        v = _occa_nestedLambdas_outer(i, e, q) + _occa_nestedLambdas_outer_2(2L, e, q);
      } else {
        v = -1;
      }
      *(i % 2 ? &e : &f) += 100;
      out[g * 10 + i] = v * 1000 + _occa_rowDot_5_int(rows[i % 2], w) + e + f;
    }
  }
}
