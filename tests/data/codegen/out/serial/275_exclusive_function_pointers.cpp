// Function pointers as per-work-item state: an `@exclusive` pointer to function declared with
// the declarator syntax (`int (*op)(int)`, the storage dimension goes inside the parentheses on
// host targets), one through a typedef, an `@exclusive` array of two function pointers, chosen
// by `?:` in one `@inner` loop and called in the next; a local array of function pointers and a
// helper taking a function pointer parameter.
static int inc(int v) {
  return v + 1;
}

static int dbl(int v) {
  return v * 2;
}

static int neg(int v) {
  return -v;
}

typedef int (*op_t)(int);

static int applyTwice(int (*f)(int), int v) {
  return f(f(v));
}

extern "C" void exclusiveFunctionPointers(const int &nB, const int *x, int *out) {
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int (*op[4])(int);
    op_t other[4];
    int (*pair[4][2])(int);
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      op[_occa_exclusive_index] = t & 1 ? dbl : inc;
      other[_occa_exclusive_index] = t < 2 ? neg : dbl;
      pair[_occa_exclusive_index][0] = op[_occa_exclusive_index];
      pair[_occa_exclusive_index][1] = b == 1 ? inc : neg;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      int (*local[3])(int) = {inc, dbl, neg};
      const int v = x[b * 4 + t];
      int *o = out + (b * 4 + t) * 4;
      o[0] = op[_occa_exclusive_index](v);
      o[1] = other[_occa_exclusive_index](v) + local[t % 3](v);
      o[2] = applyTwice(pair[_occa_exclusive_index][1], v) + pair[_occa_exclusive_index][0](1);
      o[3] = applyTwice(op[_occa_exclusive_index], v);
    }
  }
}
