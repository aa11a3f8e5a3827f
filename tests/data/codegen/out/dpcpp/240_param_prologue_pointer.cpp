#include <sycl/sycl.hpp>

// Kernel parameters written outside `@inner` loops: in the host prologue (before every
// `@outer` loop: `shift += 1`, `x += 2`, which every GPU work-item would do alike, so the loops
// start from the new values), in an `@outer` body outside its `@inner` loop (`base += b`, done
// once per work-group, each group starting from the argument), and again inside `@inner`
// (`shift *= 2`, `x += t`, per work-item). Serial and OpenMP must not let one group's or one
// work-item's writes reach the next.
extern "C" void _occa_paramPrologue_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int &shift, int &base, const float *x, float *y, long long &_occa_x_offset) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          x += _occa_x_offset;
          base += 10 * b;
          {
            int t = 0 + item_.get_local_id(2);
            shift *= 2;
            x += t;
            y[b * 4 + t] = x[b * 4] + shift + base;
          }
        }
      }();
    });
  });
}
