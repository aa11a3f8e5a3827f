#include <sycl/sycl.hpp>

// @shared histogram with atomics.
extern "C" void _occa_sharedHistogram_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *x, int *hist) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 64)]] {
      [=]() mutable {
        {
          int b = 0 + (64 * item_.get_group(2));
          auto &local = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[8]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 8) {
              local[t] = 0;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (b + t < n) {
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::local_space> _occa_ref(local[x[b + t] & 7]);
                _occa_ref += (_occa_atomic_t) (1);
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 8) {
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(hist[t]);
                _occa_ref += (_occa_atomic_t) (local[t]);
              }
            }
          }
        }
      }();
    });
  });
}
