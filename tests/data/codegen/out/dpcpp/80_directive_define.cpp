#include <sycl/sycl.hpp>

// `@directive("#...")` (spec §10.4) injects a preprocessor line where it stands: a `#define`
// made this way is a macro for the rest of the file (libCEED's OCCA backend defines its
// function-name macros like this, inside C++ string sources where `#` lines cannot be
// written), and an injected `#pragma` is macro-expanded like a written one.
inline int tensor_weight_q8(int i) {
  return 2 * i + 1;
}

extern "C" void _occa_directiveDefine_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[8]>(item_.get_group());
          int mine;
          {
            int t = 0 + item_.get_local_id(2);
            mine = x[b * 8 + t];
            s[t] = mine;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            int acc = 0;
            #pragma unroll 8
            for (int k = 0; k < 8; ++k) {
              acc += s[k];
            }
            y[b * 8 + t] = 3 * acc + tensor_weight_q8(mine);
          }
        }
      }();
    });
  });
}
