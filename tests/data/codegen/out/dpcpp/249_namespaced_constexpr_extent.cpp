#include <sycl/sycl.hpp>

namespace util {
  constexpr int OFF = 1;
  constexpr int pad(int n) {
    return n + OFF;
  }
  namespace deep {
    constexpr int twice(int n) {
      return 2 * pad(n) - 2;
    }
  }
}

// `constexpr` functions declared in namespaces as `@shared` extents and an `@inner` bound. g++
// accepts them; namespaces are printed as written, so oklc lowers their `constexpr` functions
// under qualified names for constant evaluation only. Inside such a function, names resolve
// from the innermost enclosing namespace outwards (`OFF` is `util::OFF`, `pad` in
// `util::deep` is `util::pad`), as in C++.
extern "C" void _occa_namespacedConstexpr_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &groups, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[util::pad(4)]>(item_.get_group());
          auto &w = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[util::deep::twice(3)]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            s[t] = g * 10 + t;
            w[t] = t;
            if (t == 0) {
              s[4] = 7;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            out[g * 4 + t] = s[3 - t] + s[4] + w[t] - t + (sizeof(w) == 6 * sizeof(int) ? 0 : 1000);
          }
        }
      }();
    });
  });
}
