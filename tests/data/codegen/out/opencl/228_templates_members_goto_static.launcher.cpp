#include <occa/core/kernel.hpp>

// A kernel calling function templates (explicit value and type arguments, deduced, a default
// template argument) and member functions (const, static, a member template, an operator) of a
// struct held in `@exclusive` and `@shared` storage; `switch` with `goto` into a label after
// it, a backward `goto` loop and a `goto` out of a nested regular loop in `@inner` bodies;
// `static const` tables and `const`/`constexpr` locals at kernel, `@outer` and `@inner` scope.
int _occa_sumN_4_int(const int *p) {
  int s = 0;
  for (int i = 0; i < 4; ++i) {
    s += p[i];
  }
  return s;
}

double _occa_sumN_2_double(const double *p) {
  double s = 0;
  for (int i = 0; i < 2; ++i) {
    s += p[i];
  }
  return s;
}

int _occa_clampTo_int(int v, int lo, int hi) {
  return v < lo ? lo : v > hi ? hi : v;
}

double _occa_clampTo_double(double v, double lo, double hi) {
  return v < lo ? lo : v > hi ? hi : v;
}

struct Acc {
  int total;
  int count;
};

void Acc__add(Acc *this_, int v) {
  this_->total += v;
  ++this_->count;
}

int _occa_Acc__mean_as_p(const Acc *this_) {
  return this_->count ? this_->total / this_->count : -1;
}

int _occa_Acc__mean_as_l(const Acc *this_) {
  return this_->count ? this_->total / this_->count : -1;
}

static int Acc__scale(int v) {
  return v * 3;
}

double _occa_Acc__as_double(const Acc *this_) {
  return (double)this_->total / 2;
}

Acc *Acc__operator_shl(Acc *this_, int v) {
  Acc__add(this_, v);
  return &*this_;
}

extern "C" void templatesGoto(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *x, occa::modeMemory_t *out, occa::modeMemory_t *dbl) {
  [[maybe_unused]] const int table[5] = {7, -3, 11, 0, 5};
  [[maybe_unused]] const int W = 6;
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 6;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, x, out, dbl);
    }
  }
}
