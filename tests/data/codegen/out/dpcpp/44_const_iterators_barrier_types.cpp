#include <sycl/sycl.hpp>

// Iterators declared `const` (OCCA's own examples do this; on a GPU each work-item computes
// them once) and the legacy barrier types "local" and "global" (libParanumal writes them).
extern "C" void _occa_reverseBlocks_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *in, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          const int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[16]>(item_.get_group());
          {
            const int t = 0 + item_.get_local_id(2);
            const int i = 16 * b + t;
            s[t] = i < n ? in[i] : 0.0f;
          }
          sycl::group_barrier(item_.get_group());
          {
            const int t = 0 + item_.get_local_id(2);
            const int i = 16 * b + t;
            if (i < n) {
              out[i] = s[15 - t];
            }
          }
          sycl::group_barrier(item_.get_group());
        }
      }();
    });
  });
}

extern "C" void _occa_reverseBlocks_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *in, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          const int _occa_tiled_i = 0 + (8 * item_.get_group(2));
          {
            const int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < n) {
              out[i] += 1.0f;
            }
          }
        }
      }();
    });
  });
}
