#include <sycl/sycl.hpp>

// Basic atomics on float accumulators shared by all work-groups.
extern "C" void _occa_atomicFloat_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *x, float *sums, float *bins) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int b = 0 + (16 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            const int i = b + t;
            if (i < n) {
              {
                using _occa_atomic_t = float;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(sums[0]);
                _occa_ref += (_occa_atomic_t) (x[i]);
              }
              {
                using _occa_atomic_t = float;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(sums[1]);
                _occa_ref -= (_occa_atomic_t) (0.5f * x[i]);
              }
              {
                using _occa_atomic_t = float;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(sums[2]);
                _occa_ref += (_occa_atomic_t) 1;
              }
              {
                using _occa_atomic_t = float;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(sums[3]);
                _occa_ref += (_occa_atomic_t) 1;
              }
              {
                using _occa_atomic_t = float;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(sums[4]);
                _occa_ref -= (_occa_atomic_t) 1;
              }
              {
                using _occa_atomic_t = float;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(sums[5]);
                _occa_ref -= (_occa_atomic_t) 1;
              }
              {
                using _occa_atomic_t = float;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(bins[i % 4]);
                _occa_ref += (_occa_atomic_t) (x[i]);
              }
            }
          }
        }
      }();
    });
  });
}
