#include <sycl/sycl.hpp>

// Block reductions: shared-memory tree with implicit barriers, and atomics.
// Defines: -Dp_blockSize=64 -Ddfloat=float
extern "C" void _occa_blockSum_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const float *__restrict__ x, float *__restrict__ partial) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 64)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s_x = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[64]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            const int n = b * 64 + t;
            s_x[t] = n < N ? x[n] : 0;
          }
          sycl::group_barrier(item_.get_group());
          for (int alive = 64 / 2; alive > 0; alive /= 2) {
            {
              int t = 0 + item_.get_local_id(2);
              if (t < alive) {
                s_x[t] += s_x[t + alive];
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          {
            int t = 0 + item_.get_local_id(2);
            if (t == 0) {
              partial[b] = s_x[0];
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_atomicSum_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const float *x, float *total, int *count) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 64)]] {
      [=]() mutable {
        {
          int _occa_tiled_n = 0 + (64 * item_.get_group(2));
          {
            int n = _occa_tiled_n + item_.get_local_id(2);
            if (n < N) {
              {
                using _occa_atomic_t = float;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(*total);
                _occa_ref += (_occa_atomic_t) (x[n]);
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(count[0]);
                _occa_ref += (_occa_atomic_t) 1;
              }
            }
          }
        }
      }();
    });
  });
}
