#include <sycl/sycl.hpp>

// Histogram with `@shared` bins and `@atomic`: bins zeroed by a strided loop whose start is the
// work-item index, a grid-strided `while` over the input whose bounds read it, `@atomic` updates
// of `@shared` and global bins; explicit barriers at the end of those `@inner` bodies (after,
// not inside, the per-work-item loops) and between the `@inner` loops.
// Defines: -DNBINS=10 -DBS=16 -DGROUPS=3
extern "C" void _occa_histogram_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const int *keys, int *hist) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          auto &s_h = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[10]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            for (int k = t; k < 10; k += 16) {
              s_h[k] = 0;
            }
            sycl::group_barrier(item_.get_group());
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            int id = g * 16 + t;
            while (id < N) {
              const int key = keys[id];
              if (key >= 0 && key < 10) {
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::local_space> _occa_ref(s_h[key]);
                  _occa_ref += (_occa_atomic_t) (1);
                }
              }
              id += 3 * 16;
            }
            sycl::group_barrier(item_.get_group());
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            for (int k = t; k < 10; k += 16) {
              if (s_h[k] != 0) {
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(hist[k]);
                  _occa_ref += (_occa_atomic_t) (s_h[k]);
                }
              }
            }
          }
        }
      }();
    });
  });
}
