#include <occa/core/kernel.hpp>

namespace _occa_std {
  template <typename A, typename B>
  struct pair {
    A first;
    B second;
    pair() : first(), second() {
    }
    pair(const A &a, const B &b) : first(a), second(b) {
    }
  };
  template <typename A, typename B>
  inline pair<A, B> make_pair(A a, B b) {
    return pair<A, B>(a, b);
  }
}

#include <utility>

// std::pair as a helper's return type and as kernel locals: built with a brace list, with a
// functional cast `std::pair<int, float>(...)` and with std::make_pair; read through
// `.first` / `.second` and a structured binding; a pointer to a pair in a @shared array of
// pairs.
inline _occa_std::pair<float, float> minMax(float a, float b) {
  return a < b ? _occa_std::pair<float, float>{a, b} : _occa_std::pair<float, float>{b, a};
}

extern "C" void pairs(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *span, occa::modeMemory_t *tag) {
  {
    const long long _occa_outer_x = (n + 7) / 8 - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, span, tag);
    }
  }
}
