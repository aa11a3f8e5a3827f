#include <sycl/sycl.hpp>

// Lambdas in `@inner` bodies that mix a default capture with named captures of `@exclusive`
// and `@shared` data: `[&, e]() mutable` (the copy of `e` changes, the work-item's own `e`
// does not), `[=, &e]` (writes `e`, reads an `@exclusive` array by copy), a lambda stored in a
// variable and called in a regular loop inside the `@inner` body, a generic lambda taking a
// `@shared` row by reference, and a lambda returning a reference to the work-item's `@exclusive`
// element. The values must persist into the next `@inner` loop per work-item.
extern "C" void _occa_lambdaCaptures_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          int e;
          int hist[3];
          auto &rows = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[2][4]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            e = 10 * g + t;
            auto stash = [&, e]() mutable {
              rows[0][t] = e;
              e = -1;
              hist[0] = e;
              return e * 2;
            };
            hist[1] = stash();
            auto bump = [=, &e](int k) {
              e += hist[1] * k;
              return e;
            };
            hist[2] = 0;
            for (int k = 1; k <= 3; ++k) {
              hist[2] += bump(k);
            }
            auto slotOf = [&]() -> int & {
              return hist[0];
            };
            slotOf() += 100;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            auto fill = [&](auto &row, int v) {
              row[t] = v + e;
            };
            fill(rows[1], hist[0]);
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            out[(g * 4 + t) * 4 + 0] = e;
            out[(g * 4 + t) * 4 + 1] = hist[2];
            out[(g * 4 + t) * 4 + 2] = rows[0][3 - t];
            out[(g * 4 + t) * 4 + 3] = rows[1][3 - t];
          }
        }
      }();
    });
  });
}
