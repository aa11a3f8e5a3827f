#include <sycl/sycl.hpp>

// References and pointers to `@exclusive` variables taken inside `@inner` bodies: `float &`
// and `const float &` to a scalar, a pointer to the start of an `@exclusive` array, a pointer
// to one of its elements, and writes through all of them.
extern "C" void _occa_exclusiveAliases_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const float *x, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 6)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          float acc;
          float hist[3];
          {
            int t = 0 + item_.get_local_id(2);
            float &r = acc;
            r = x[b * 6 + t];
            float *h = hist;
            for (int k = 0; k < 3; ++k) {
              h[k] = r * k;
            }
          }
          {
            int t = 0 + item_.get_local_id(2);
            const float &c = acc;
            float *h = &hist[1];
            h[1] += c;
            *h -= 1.0f;
            y[b * 6 + t] = hist[0] + hist[1] + hist[2] + c;
          }
        }
      }();
    });
  });
}
