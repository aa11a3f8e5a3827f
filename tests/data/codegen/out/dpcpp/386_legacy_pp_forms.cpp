#include <sycl/sycl.hpp>

// Preprocessor and syntax forms legacy OCCA accepts and kernels written for it use: a macro
// body with a stray backslash before the continuation (`x = 1;  \  \`, dropped), a backslash
// followed by blanks before the newline (a line continuation), `=` in `#if` (legacy's
// assignment: `#if USE_FAST=1` is true whatever USE_FAST is), `##` forming a pp-number
// (`0x` `1f`), `#` on a pp-number that is no literal (`1.2.3`), and `;` inside parentheses
// (dropped: `((a + b); +(c + d))` is `((a + b) + (c + d))`).
extern "C" void _occa_legacyPpForms_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const double *a, double *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            const int i = 8 * b + t;
            int one;
            {
              one = 1;
            }
            ;
            out[i] = 3 * (a[i] + one + (0x1f + i + 1) + (sizeof("1.2.3") + 0.5));
          }
        }
      }();
    });
  });
}
