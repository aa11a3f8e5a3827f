#include <sycl/sycl.hpp>

// Macros that expand to whole OKL loop headers, to attributes, and to @atomic / @barrier
// statements; `#pragma unroll` with a macro count inside a macro-built loop; `_Pragma`.
extern "C" void _occa_macroLoops_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *y, int *total) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[8]>(item_.get_group());
          int myVal;
          {
            int t = 0 + item_.get_local_id(2);
            myVal = x[b * 8 + t];
            s[t] = myVal * 2;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 8 - 1 - item_.get_local_id(2);
            int acc = 0;
            #pragma unroll 4
            for (int k = 0; k < 8; ++k) {
              acc += s[k] * (k + 1);
            }
            #pragma GCC unroll 2
            for (int k = 0; k < 2; ++k) {
              acc += myVal;
            }
            y[b * 8 + t] = acc - t;
            {
              using _occa_atomic_t = int;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(total[t % 2]);
              _occa_ref += (_occa_atomic_t) (myVal);
            }
          }
        }
      }();
    });
  });
}
