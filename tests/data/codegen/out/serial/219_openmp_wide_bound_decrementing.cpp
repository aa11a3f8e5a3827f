// Decrementing @outer loops whose `int`/`unsigned` iterator is compared with a `long long`
// lower bound, a `short` iterator against a `long` bound, and an `int` iterator against a
// `long long` bound read through a pointer and a struct field. C++ compares in the wider type
// (4294967298 and -65534 are out of the iterators' ranges: no iteration), while OpenMP's
// canonical loop form converts the bound to the iterator's type (2 and 2: 4, 3 and 2
// iterations for loops printed as written). The last two loops are controls, the last one
// against an `int` field (printed as written).
typedef long long hlong;

struct Limits {
  hlong hi;
  int pad;
};

extern "C" void wideBoundDecrementing(const hlong &lo, const long &l, const hlong *lim, int *out) {
  for (int g = 5; g >= lo; --g) {
    for (int t = 0; t < 2; ++t) {
      out[g * 2 + t] = -1;
    }
  }
  for (unsigned int g = 5; g > lo; g -= 1) {
    for (int t = 0; t < 2; ++t) {
      out[12 + g * 2 + t] = -2;
    }
  }
  for (decltype((short)0 + l) _occa_wide_g = 0; _occa_wide_g < l; ++_occa_wide_g) {
    short g = _occa_wide_g;
    for (int t = 0; t < 2; ++t) {
      out[24 + g * 2 + t] = -3;
    }
  }
  for (int g = 0; g < lim[0]; ++g) {
    for (int t = 0; t < 2; ++t) {
      out[30 + g * 2 + t] = -4;
    }
  }
  Limits s;
  s.hi = lim[1];
  s.pad = 0;
  for (int g = 7; g > s.hi; --g) {
    for (int t = 0; t < 2; ++t) {
      out[36 + g * 2 + t] += 10 * g + t;
    }
  }
  for (int g = 0; g < s.pad + 2; ++g) {
    for (int t = 0; t < 2; ++t) {
      out[52 + g * 2 + t] += 1000 + g;
    }
  }
}
