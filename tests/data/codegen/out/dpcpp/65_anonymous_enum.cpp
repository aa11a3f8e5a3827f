#include <sycl/sycl.hpp>

// Enumerators of an anonymous `enum` used as @inner bounds and in expressions,
// next to a named enum and a typedef'd anonymous enum.
enum {
  TILE = 8,
  HALF = TILE / 2
};

enum Mode {
  ADD = 1,
  SUB = 2
};

typedef enum {
  LOW,
  HIGH
} level_t;

extern "C" void _occa_anonymousEnum_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[8]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            s[t] = x[b * TILE + t];
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < HALF) {
              const level_t lv = t % 2 ? HIGH : LOW;
              const Mode m = lv == HIGH ? SUB : ADD;
              y[b * HALF + t] = m == ADD ? s[2 * t] + s[2 * t + 1] : s[2 * t] - s[2 * t + 1];
            }
          }
        }
      }();
    });
  });
}
