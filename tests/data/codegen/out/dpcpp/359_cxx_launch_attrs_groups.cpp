#include <sycl/sycl.hpp>

// The launch attributes in the C++ spelling with `-D` names inside their strings, several OKL
// entries in one `[[...]]` group, and standard attributes in the same groups: a strided copy
// whose block size is a kernel argument, so @exclusive storage is sized by max_inner_dims.
extern "C" void _occa_stridedScale_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const int &Nt, const float *x, float *y, int *counts) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_sub_group_size(8)]] {
      [=]() mutable {
        {
          int b = 0 + (Nt * item_.get_group(2));
          int r_n;
          [[maybe_unused]] float r_x;
          {
            int t = 0 + item_.get_local_id(2);
            r_n = b + t;
            r_x = r_n < N ? x[r_n] : 0;
          }
          {
            int t = 0 + item_.get_local_id(2);
            [[maybe_unused]] const int lane = t % 8;
            if (r_n < N) {
              y[r_n] = 3 * r_x;
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(counts[t % 3]);
                _occa_ref += (_occa_atomic_t) 1;
              }
            }
          }
        }
      }();
    });
  });
}
