#include <occa/core/kernel.hpp>

// Compile-time dispatch as HPC libraries write it: a templated kernel whose non-type parameter
// is a scoped enumeration (instantiated with `Layout::ColMajor`), a primary class template left
// undefined and two explicit specializations with `static constexpr` member functions chosen by
// it, a class template accumulator with an `explicit` constructor, `= default` default
// constructor, `operator+=`, a conversion operator and a `friend` free function, kept as
// @exclusive state across @inner loops; a `using` member type alias through `typename`, and a
// `@shared` vector sized by the second non-type parameter.
enum class Layout {
  RowMajor = 0,
  ColMajor = 1
};
constexpr Layout Layout__RowMajor = Layout::RowMajor; constexpr Layout Layout__ColMajor = Layout::ColMajor;

struct _occa_Accum_double {
  public:
  using value_type = T;
  Accum() = default;
  explicit  Accum(T start) : sum_(start), terms_(0) {
  }
  Accum &operator+=(T v) {
    sum_ += v;
    ++terms_;
    return *this;
  }
  operator T() const {
    return sum_;
  }
  friend int termsOf(const Accum &a) {
    return a.terms_;
  }
  private:
  T sum_ = T(0);
  int terms_ = 0;
};

struct _occa_Index_Layout_1;

extern "C" void matVec_1_4(occa::modeKernel_t **deviceKernels, const int &nMats, occa::modeMemory_t *A, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *terms) {
  {
    const long long _occa_outer_x = nMats - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nMats, A, x, y, terms);
    }
  }
}
