#include <sycl/sycl.hpp>

// `@exclusive` declarations whose type is `const`-qualified or deduced (`auto`, from an
// expression and from a `const` parameter), each with the initializer that gives every
// work-item's copy its value (spec §15.4).
typedef const float cfloat_t;

extern "C" void _occa_exclusiveConstAuto_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const float *x, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          const int base = 10 * b;
          auto scale = 0.5f * (b + 1);
          cfloat_t offset = 0.25f;
          auto count = nB;
          float v;
          {
            int t = 0 + item_.get_local_id(2);
            v = x[b * 8 + t];
          }
          {
            int t = 0 + item_.get_local_id(2);
            y[b * 8 + t] = base + scale * v + offset + count;
          }
        }
      }();
    });
  });
}
