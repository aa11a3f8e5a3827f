#include <occa/core/kernel.hpp>

namespace _occa_std {
  template <typename T>
  inline void swap(T &a, T &b) {
    T t = a;
    a = b;
    b = t;
  }
  template <typename T, typename U>
  inline T exchange(T &obj, const U &value) {
    T old = obj;
    obj = value;
    return old;
  }
}

#include <utility>

// By-value kernel parameters written through calls oklc does not see the body of: a member
// function that is neither `const` nor `static` (directly, through a member, an overload pair
// with a `const` twin), `std::swap` and `std::exchange`. On a GPU every work-item has its own
// copy of each parameter, so a write by one work-item is invisible to the others.
struct Counter {
  int n;
  int step;
  void bump() {
    n += step;
  }
  int get() const {
    return n;
  }
  static int twice(int v) {
    return 2 * v;
  }
};

struct Pair {
  Counter first;
  int &at() {
    return first.n;
  }
  int at() const {
    return first.n;
  }
};

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
