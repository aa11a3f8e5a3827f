#include <sycl/sycl.hpp>

// Preprocessor idioms around attributes: an `#ifdef`/`#elif defined(...)`/`#elif defined X`
// chain, `##` pasting that builds a `@tile` size, a macro body continued over several lines
// inside the attribute's argument list, a variadic macro that builds a loop body, `#x`
// stringizing into `@barrier(...)`, `__COUNTER__`, `_Pragma("unroll 4")` and a line
// continuation written directly inside an attribute.
extern "C" void _occa_ppChains_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *y, int *z) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (8 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < n) {
              const int c0 = 0;
              const int c1 = 1;
              y[i] = i * 20 + c0 * 1000 + c1 * 10000;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_ppChains_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *y, int *z) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[4]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            s[t] = t + b;
            sycl::group_barrier(item_.get_sub_group());
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            int acc = 0;
            #pragma unroll 4
            for (int k = 0; k < 4; ++k) {
              acc += s[k];
            }
            z[b * 4 + t] = acc * 10 + t;
          }
        }
      }();
    });
  });
}
