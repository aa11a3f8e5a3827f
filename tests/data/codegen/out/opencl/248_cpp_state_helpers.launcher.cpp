#include <occa/core/kernel.hpp>

// C++ inside kernels: helpers in a nested namespace, a struct with a constructor and member
// functions held in `@exclusive` state across two `@inner` loops, an `enum class` bound via a
// cast, a file-scope `constexpr` function as a `@shared` extent (a namespaced one is known bug 249), `static_assert`, a template helper with
// a non-type parameter, `switch` with fallthrough and a `do`/`while` inside `@inner`.
inline int util__detail__twice(int x) {
  return 2 * x;
}

inline int _occa_util__addK_7(int x) {
  return x + 7;
}

int pad(int n) {
  return n + 1;
}

struct Acc {
  int sum;
  int count;
};

Acc _occa_Acc__Acc_0() {
  Acc _occa_self = {0};
  Acc *this_ = &_occa_self;
  this_->sum = 0;
  this_->count = 0;
  return _occa_self;
}

Acc _occa_Acc__Acc_1(int s) {
  Acc _occa_self = {0};
  Acc *this_ = &_occa_self;
  this_->sum = s;
  this_->count = 1;
  return _occa_self;
}

void Acc__add(Acc *this_, int v) {
  this_->sum += v;
  ++this_->count;
}

int Acc__mean(const Acc *this_) {
  return this_->count ? this_->sum / this_->count : -1;
}

enum class Width {
  Narrow = 4,
  Wide = 8
};
constexpr Width Width__Narrow = Width::Narrow; constexpr Width Width__Wide = Width::Wide;

extern "C" void cppState(occa::modeKernel_t **deviceKernels, const int &groups, occa::modeMemory_t *in, occa::modeMemory_t *out, occa::modeMemory_t *other) {
  {
    const long long _occa_outer_x = groups - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(groups, in, out, other);
    }
  }
}
