#include <occa/core/kernel.hpp>

// C++ that kernels written for the clang-based OCCA transpiler use: namespaces holding
// function and struct templates, member functions, a `constexpr` function, `enum class` in a
// `switch`, a struct-template temporary, range-for over a local array and `static_cast`, all
// inside `@inner` bodies next to `@shared` and struct-typed `@exclusive` data.
inline int _occa_util__sq_int(int x) {
  return x * x;
}

int util__twice(int x) {
  return 2 * x;
}

// namespace util
enum class Op {
  Add = 1,
  Mul = 2,
  Neg = 3
};
constexpr Op Op__Add = Op::Add; constexpr Op Op__Mul = Op::Mul; constexpr Op Op__Neg = Op::Neg;

struct Pick {
  int lo;
  int hi;
};

struct _occa_util__Vec_int_2 {
  int v[2];
};

int _occa_util__Vec_int_2__dot(const _occa_util__Vec_int_2 *this_, const _occa_util__Vec_int_2 o) {
  int r = 0;
  for (int k = 0; k < 2; ++k) {
    r += this_->v[k] * o.v[k];
  }
  return r;
}

struct _occa_Scale_3 {
};

int _occa_Scale_3__apply(const _occa_Scale_3 *this_, int x) {
  return 3 * x;
}

extern "C" void cppConstructs(occa::modeKernel_t **deviceKernels, const int &nB, const Op &op, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, op, x, y);
    }
  }
}
