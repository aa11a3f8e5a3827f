#include <occa/core/kernel.hpp>

// Template-ids in qualified names: `Pow<K>::eval(x)` (a static member function of a class
// template specialization), `Traits<T>::value_type` (a member typedef as a declaration's
// type), `util::cube<int>(v)` (a namespace-qualified function template with explicit
// arguments), and an explicit specialization `template <> struct Pow<0>` ending a recursion.
inline int _occa_util__cube_int(int x) {
  return x * x * x;
}

struct _occa_Pow_0 {
};

static int _occa_Pow_0__eval(int) {
  return 1;
}

struct _occa_Pow_1 {
};

static int _occa_Pow_1__eval(int x) {
  return x * _occa_Pow_0__eval(x);
}

struct _occa_Pow_2 {
};

static int _occa_Pow_2__eval(int x) {
  return x * _occa_Pow_1__eval(x);
}

struct _occa_Pow_3 {
};

static int _occa_Pow_3__eval(int x) {
  return x * _occa_Pow_2__eval(x);
}

// namespace util
struct _occa_Traits_int {
};

extern "C" void templateQualifiedNames(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = (n - 0 + 8 - 1) / 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, y);
    }
  }
}
