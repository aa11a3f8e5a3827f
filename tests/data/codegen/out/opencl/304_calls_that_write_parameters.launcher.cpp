#include <occa/core/kernel.hpp>

inline void _occa_std__swap_int(int *a, int *b) {
  int t = *a;
  *a = *b;
  *b = t;
}

inline int _occa_std__exchange_int_int(int *obj, const int value) {
  int old = *obj;
  *obj = value;
  return old;
}

#include <utility>

// By-value kernel parameters written through calls oklc does not see the body of: a member
// function that is neither `const` nor `static` (directly, through a member, an overload pair
// with a `const` twin), `std::swap` and `std::exchange`. On a GPU every work-item has its own
// copy of each parameter, so a write by one work-item is invisible to the others.
struct Counter {
  int n;
  int step;
};

void Counter__bump(Counter *this_) {
  this_->n += this_->step;
}

int Counter__get(const Counter *this_) {
  return this_->n;
}

static int Counter__twice(int v) {
  return 2 * v;
}

struct Pair {
  Counter first;
};

int *_occa_Pair__at_0(Pair *this_) {
  return &this_->first.n;
}

int _occa_Pair__at_1(const Pair *this_) {
  return this_->first.n;
}

extern "C" void callsWrite(occa::modeKernel_t **deviceKernels, Counter &c, Pair &p, int &a, int &b, int &e, const Counter &k, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(c, p, a, b, e, k, out);
    }
  }
}
