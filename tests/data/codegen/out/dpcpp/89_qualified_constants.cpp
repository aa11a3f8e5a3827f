#include <sycl/sycl.hpp>

namespace cfg {
  constexpr int W = 8;
}

// `@shared` extents and `@inner` bounds written with C++ constant expressions that name
// their constants through a scope: a namespace `constexpr`, a `static constexpr` member, a
// class-scope enumerator and a scoped enumerator (spec §3.4, §5.3: "compile-time constant").
// The `@exclusive` variable needs the inner extent as a number on host targets.
struct Block {
  static constexpr int rows = 2;
  enum { cols = 4 };
};

enum class Lanes : int {
  count = 8
};

extern "C" void _occa_qualifiedConstants_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[cfg::W]>(item_.get_group());
          auto &m = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[Block::rows][Block::cols]>(item_.get_group());
          int mine;
          {
            int t = 0 + item_.get_local_id(2);
            mine = x[b * cfg::W + t];
            s[t] = mine;
            m[t / Block::cols][t % Block::cols] = 2 * mine;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            y[b * cfg::W + t] = mine + s[cfg::W - 1 - t] + m[1 - t / Block::cols][t % Block::cols];
          }
        }
      }();
    });
  });
}
