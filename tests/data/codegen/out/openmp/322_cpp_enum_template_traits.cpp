// Compile-time dispatch as HPC libraries write it: a templated kernel whose non-type parameter
// is a scoped enumeration (instantiated with `Layout::ColMajor`), a primary class template left
// undefined and two explicit specializations with `static constexpr` member functions chosen by
// it, a class template accumulator with an `explicit` constructor, `= default` default
// constructor, `operator+=`, a conversion operator and a `friend` free function, kept as
// @exclusive state across @inner loops; a `using` member type alias through `typename`, and a
// `@shared` vector sized by the second non-type parameter.
enum class Layout : int {
  RowMajor = 0,
  ColMajor = 1
};

template <Layout L>
struct Index;

template <>
struct Index<Layout::RowMajor> {
  static constexpr int at(int r, int c, int ld) {
    return r * ld + c;
  }
};

template <>
struct Index<Layout::ColMajor> {
  static constexpr int at(int r, int c, int ld) {
    return c * ld + r;
  }
};

template <typename T>
class Accum {
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

extern "C" void matVec_1_4(const int &nMats, const double *A, const double *x, double *y, int *terms) {
  #pragma omp parallel for
  for (int m = 0; m < nMats; ++m) {
    int _occa_exclusive_index;
    double s_x[4];
    Accum<double> acc[4];
    _occa_exclusive_index = 0;
    for (int r = 0; r < 4; ++r) {
      _occa_exclusive_index = r;
      s_x[r] = x[m * 4 + r];
      acc[_occa_exclusive_index] = Accum<double>(0.5 * r);
    }
    _occa_exclusive_index = 0;
    for (int r = 0; r < 4; ++r) {
      _occa_exclusive_index = r;
      for (int c = 0; c < 4; ++c) {
        const typename Accum<double>::value_type a = A[m * 4 * 4 + Index<((Layout)1)>::at(r, c, 4)];
        if (a != 0.0) {
          acc[_occa_exclusive_index] += a * s_x[c];
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int r = 0; r < 4; ++r) {
      _occa_exclusive_index = r;
      const double total = acc[_occa_exclusive_index];
      y[m * 4 + r] = total;
      terms[m * 4 + r] = termsOf(acc[_occa_exclusive_index]);
    }
  }
}
