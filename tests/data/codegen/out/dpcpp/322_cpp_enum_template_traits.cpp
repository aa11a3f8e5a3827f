#include <sycl/sycl.hpp>

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

extern "C" void _occa_matVec_1_4_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nMats, const double *A, const double *x, double *y, int *terms) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int m = 0 + item_.get_group(2);
          auto &s_x = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4]>(item_.get_group());
          Accum<double> acc;
          {
            int r = 0 + item_.get_local_id(2);
            s_x[r] = x[m * 4 + r];
            acc = Accum<double>(0.5 * r);
          }
          sycl::group_barrier(item_.get_group());
          {
            int r = 0 + item_.get_local_id(2);
            for (int c = 0; c < 4; ++c) {
              const typename Accum<double>::value_type a = A[m * 4 * 4 + Index<((Layout)1)>::at(r, c, 4)];
              if (a != 0.0) {
                acc += a * s_x[c];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int r = 0 + item_.get_local_id(2);
            const double total = acc;
            y[m * 4 + r] = total;
            terms[m * 4 + r] = termsOf(acc);
          }
        }
      }();
    });
  });
}
