#include <sycl/sycl.hpp>

// `@simd_length` and `@max_inner_dims` together on the outermost `@outer` loop, runtime
// `@inner` extents with `@exclusive` scalars and arrays (sized by `@max_inner_dims`), and
// a pragma line injected with `@directive` before a regular loop in an `@inner` body (the same
// pragma right before an `@inner` loop is known bug 182).
extern "C" void _occa_simdDirectives_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nG, const int &w, const float *a, float *b) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_sub_group_size(16)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          float v;
          int hits[2];
          {
            int y = 0 + item_.get_local_id(1);
            {
              int t = 0 + item_.get_local_id(2);
              v = a[(g * 2 + y) * w + t];
              hits[0] = 0;
              hits[1] = 0;
              #pragma GCC ivdep
              for (int k = 0; k < w; ++k) {
                if (a[(g * 2 + y) * w + k] > v) {
                  ++hits[0];
                } else {
                  ++hits[1];
                }
              }
            }
          }
          {
            int y = 0 + item_.get_local_id(1);
            {
              int t = 0 + item_.get_local_id(2);
              b[(g * 2 + y) * w + t] = v * 10.0f + hits[0] - 0.5f * hits[1];
            }
          }
        }
      }();
    });
  });
}
