#include <sycl/sycl.hpp>

// The normalised `[[okl_...("(args)")]]` spelling mixed with `@` attributes in a templated
// kernel: `[[okl_kernel("")]]` after the template header, a non-type template parameter
// inside an attribute string (`[[okl_tile("(TS,@outer,@inner,check=true)")]]`), a
// `[[okl_restrict("")]]` parameter, `[[okl_outer("(0)")]]` before the `for` and `@inner` in a
// header, `[[okl_shared("")]]` sized by the template parameter next to `@exclusive`,
// `[[okl_exclusive("")]]`, an explicit `[[okl_barrier("(\"local\")")]];`, `[[okl_inner("(0)")]]`
// in a loop header, and `[[okl_atomic("")]]` beside `@atomic`.
extern "C" void _occa_tiledNeighbour_8_float_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *__restrict__ x, float *y, int *counts) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (8 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < n) {
              y[i] = float(2) * x[i];
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tiledNeighbour_8_float_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *__restrict__ x, float *y, int *counts) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[8]>(item_.get_group());
          float mine;
          int idx;
          {
            int t = 0 + item_.get_local_id(2);
            idx = g * 8 + t;
            mine = idx < n ? y[idx] : float(0);
            s[t] = mine;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            const float left = s[(t + 8 - 1) % 8];
            if (idx < n) {
              y[idx] = mine + left;
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(counts[g % 2]);
                _occa_ref += (_occa_atomic_t) (1);
              }
            } else {
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(counts[2]);
                _occa_ref += (_occa_atomic_t) 1;
              }
            }
          }
        }
      }();
    });
  });
}
