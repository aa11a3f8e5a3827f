#include <sycl/sycl.hpp>

// A member function template called with explicit template arguments (`p.as<float>(...)`,
// `q->as<int>(...)`) inside an `@inner` body: valid C++ (the object type is not dependent).
struct Pair {
  int a, b;
  template <typename U>
  U as(U f) const {
    return static_cast<U>(a) * f + static_cast<U>(b);
  }
};

extern "C" void _occa_memberTemplateCall_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, float *y, int *z) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            const Pair p = {b, t};
            const Pair *q = &p;
            y[b * 2 + t] = p.as<float>(0.5f);
            z[b * 2 + t] = q->as<int>(3);
          }
        }
      }();
    });
  });
}
