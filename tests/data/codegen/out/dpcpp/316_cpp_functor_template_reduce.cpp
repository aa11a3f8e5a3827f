#include <sycl/sycl.hpp>

// A generic block reduction templated on a functor class, as a library author writes one
// kernel for several reductions: functors with `operator()`, a `using value_type` member, a
// `static constexpr` identity and a `static` transform; a CRTP base whose member function
// template folds through `static_cast<const Derived &>(*this)`; `Op{}(a, b)` on a brace
// temporary in an @inner body; a defaulted non-type template parameter as the @shared extent
// and @inner bound. Two instantiations (class arguments `MaxAbs` and `SumSq`) are executed.
template <typename Derived>
struct BinaryOp {
  template <typename T>
  T fold(const T *v, int n) const {
    T r = Derived::identity();
    for (int k = 0; k < n; ++k)
      r = static_cast<const Derived &>(*this)(r, v[k]);
    return r;
  }
};

struct MaxAbs : BinaryOp<MaxAbs> {
  using value_type = float;
  static constexpr value_type identity() {
    return 0.0f;
  }
  static value_type transform(value_type x) {
    return x < 0 ? -x : x;
  }
  value_type operator()(value_type a, value_type b) const {
    return a < b ? b : a;
  }
};

struct SumSq : BinaryOp<SumSq> {
  using value_type = double;
  static constexpr value_type identity() {
    return 0.0;
  }
  static value_type transform(value_type x) {
    return x * x;
  }
  value_type operator()(value_type a, value_type b) const {
    return a + b;
  }
};

extern "C" void _occa_blockReduce_float_MaxAbs_16_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *x, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[16]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            const MaxAbs op{};
            MaxAbs::value_type pair[2];
            for (int k = 0; k < 2; ++k) {
              const int i = g * 2 * 16 + k * 16 + t;
              pair[k] = i < n ? MaxAbs::transform(x[i]) : MaxAbs::identity();
            }
            s[t] = op.fold(pair, 2);
          }
          sycl::group_barrier(item_.get_group());
          for (int w = 16 / 2; w > 0; w >>= 1) {
            {
              int t = 0 + item_.get_local_id(2);
              if (t < w) {
                s[t] = MaxAbs{}(s[t], s[t + w]);
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          {
            int t = 0 + item_.get_local_id(2);
            if (t == 0) {
              out[g] = s[0];
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_blockReduce_double_SumSq_8_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const double *x, double *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[8]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            const SumSq op{};
            SumSq::value_type pair[2];
            for (int k = 0; k < 2; ++k) {
              const int i = g * 2 * 8 + k * 8 + t;
              pair[k] = i < n ? SumSq::transform(x[i]) : SumSq::identity();
            }
            s[t] = op.fold(pair, 2);
          }
          sycl::group_barrier(item_.get_group());
          for (int w = 8 / 2; w > 0; w >>= 1) {
            {
              int t = 0 + item_.get_local_id(2);
              if (t < w) {
                s[t] = SumSq{}(s[t], s[t + w]);
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          {
            int t = 0 + item_.get_local_id(2);
            if (t == 0) {
              out[g] = s[0];
            }
          }
        }
      }();
    });
  });
}
