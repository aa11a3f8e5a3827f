#include <sycl/sycl.hpp>

// `long long` and `unsigned long long` data, locals, casts and a helper: 64 bits on every
// backend (OpenCL C's `long`, which has no `long long`).
long long mix(long long a, unsigned long long b) {
  return a * 3 + (long long)(b >> 1);
}

extern "C" void _occa_longLongValues_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const long long *in, long long *out, unsigned long long *bits) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int i = 0 + item_.get_local_id(2);
            const int g = 8 * b + i;
            long long big = in[g] * 3000000000LL;
            unsigned long long u = (unsigned long long)big ^ 0xFFFFFFFFFFULL;
            out[g] = mix(big, u) + (long long)sizeof(long long);
            bits[g] = u << 3;
          }
        }
      }();
    });
  });
}
