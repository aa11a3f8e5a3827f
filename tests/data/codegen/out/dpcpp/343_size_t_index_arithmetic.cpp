#include <sycl/sycl.hpp>

#include <cstddef>

// Index arithmetic in `size_t` as a gather kernel over large element blocks writes it: a
// `size_t` `@outer` counting down to 1, element offsets `e * NP` in `size_t`, a neighbour
// read through `idx + (size_t)-1` (wraps to `idx - 1`), an `int` offset added to a `size_t`
// (converted, wraps, lands on `idx + off`), pointer differences as `ptrdiff_t`, an unsigned
// quotient that must not become signed, and `size_t` values compared after subtraction.
extern "C" void _occa_sizeTIndexArithmetic_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const size_t &ne, const int *offsets, const double *q, double *g, long long *info) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 6)]] {
      [=]() mutable {
        {
          size_t e = ne - item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            const size_t base = (e - 1) * 6;
            const size_t idx = base + (size_t)t;
            const int off = offsets[t];
            double left = 0.0;
            if (idx > 0) {
              left = q[idx + (size_t)-1];
            }
            g[idx] = left + q[idx + off + 6] * 0.5;
            const double *p0 = &q[base];
            const double *p1 = &q[idx + 6];
            const ptrdiff_t span = p1 - p0;
            const size_t back = (size_t)t - (size_t)6;
            info[idx * 3 + 0] = (long long)span;
            info[idx * 3 + 1] = (long long)(back / 2u % 1000u);
            info[idx * 3 + 2] = (size_t)t - 3u < (size_t)6 ? 1 : 0;
          }
        }
      }();
    });
  });
}
