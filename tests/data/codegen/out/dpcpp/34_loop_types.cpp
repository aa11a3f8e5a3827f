#include <sycl/sycl.hpp>

// Non-int iterator and argument types.
extern "C" void _occa_loopTypes_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const long &n, const double &scale, const char *c, double *out, long *idx) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          long i = 0 + (4 * (long long) item_.get_group(2));
          {
            short t = 0 + item_.get_local_id(2);
            const long k = i + t;
            if (k < n) {
              out[k] = scale * (double)c[k];
              idx[k] = k * 3L;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_loopTypes_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const long &n, const double &scale, const char *c, double *out, long *idx) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          unsigned int g = 0 + item_.get_group(2);
          {
            unsigned int t = 0 + item_.get_local_id(2);
            idx[g * 3 + t] += 1;
          }
        }
      }();
    });
  });
}
