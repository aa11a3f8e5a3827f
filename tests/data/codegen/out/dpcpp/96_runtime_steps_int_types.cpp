#include <sycl/sycl.hpp>

#include <cstddef>
#include <cstdint>

// Loop bounds and steps of several integer types with steps known only at run time:
// `long long` @outer with `+= step`, @inner loops with `+= s` / `-= s` (runtime) and `<=` /
// `>=` conditions with the iterator on either side, `size_t` and `uint32_t` iterators, and an
// `@exclusive` value carried between two such @inner loops (its host storage index is the
// work-item's iteration number, `(i - start) / step`).
extern "C" void _occa_runtimeStepsIntTypes_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const long long &n, const int &step, const int &s, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          long long b = 0 + (step * (long long) item_.get_group(2));
          long long mine;
          {
            int i = 1 + (s * item_.get_local_id(2));
            mine = b * 1000 + i;
          }
          {
            int i = 1 + 7 * s - (s * item_.get_local_id(2));
            const long long k = (i - 1) / s;
            y[b / step * 8 + k] = (int)(mine % 100000);
          }
        }
      }();
    });
  });
}

extern "C" void _occa_runtimeStepsIntTypes_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const long long &n, const int &step, const int &s, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          size_t c = 0 + item_.get_group(2);
          {
            uint32_t t = 8 - (2 * item_.get_local_id(2));
            y[c * 8 + t - 1] += 7;
          }
        }
      }();
    });
  });
}
