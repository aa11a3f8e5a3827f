#include <sycl/sycl.hpp>

// Class templates as `@exclusive` and `@shared` element types (`Pair<float>`, `Pair<int>`),
// a member function template called on them (argument deduced), and a `static` data member used as an
// `@inner` bound.
template <typename T>
struct Pair {
  T a, b;
  T sum() const {
    return a + b;
  }
  template <typename U>
  U scaled(U f) const {
    return static_cast<U>(a) * f + static_cast<U>(b);
  }
};

struct Cfg {
  static constexpr int width = 5;
};

extern "C" void _occa_templateState_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const float *x, float *y, int *z) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 5)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          Pair<float> p;
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<Pair<int>[Cfg::width]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            p.a = x[b * Cfg::width + t];
            p.b = 2.0f * p.a;
            s[t].a = t;
            s[t].b = b;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            y[b * Cfg::width + t] = p.sum() + p.scaled(0.5f);
            z[b * Cfg::width + t] = s[Cfg::width - 1 - t].sum() * 10 + s[t].scaled(3);
          }
        }
      }();
    });
  });
}
