// A kernel declared before it is defined (both with `@kernel`), a helper prototype whose
// definition follows the kernel, and array-declarator parameters (`const float x[]`,
// `float y[]`, `int flags[4]`) that are pointers in C++.
extern "C" void protoArrays(const int &n, const float x[], float y[], int flags[4]);

float combine(const float a, const float b);

extern "C" void protoArrays(const int &n, const float x[], float y[], int flags[4]) {
  for (int b = 0; b < n; b += 4) {
    for (int t = b; t < b + 4; ++t) {
      if (t < n) {
        y[t] = combine(x[t], y[t]);
      }
      if (t == 0) {
        flags[0] = 1;
      }
    }
  }
}

float combine(const float a, const float b) {
  return 2.0f * a + b;
}
