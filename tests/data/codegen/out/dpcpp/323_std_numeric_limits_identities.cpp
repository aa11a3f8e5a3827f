#include <sycl/sycl.hpp>

#include <limits>

// Block reductions whose identities come from std::numeric_limits (a class template from an
// unread system header, its static member functions called through `::`): the minimum starts
// at max(), the maximum at lowest(), an integer maximum at std::numeric_limits<int>::min(), in
// @shared partials combined by a tree over the @inner index.
extern "C" void _occa_blockExtremes_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *x, const int *k, float *lo, float *hi, int *kmax) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s_lo = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[16]>(item_.get_group());
          auto &s_hi = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[16]>(item_.get_group());
          auto &s_k = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[16]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            const int i = b * 16 + t;
            s_lo[t] = i < n ? x[i] : std::numeric_limits<float>::max();
            s_hi[t] = i < n ? x[i] : std::numeric_limits<float>::lowest();
            s_k[t] = i < n ? k[i] : std::numeric_limits<int>::min();
          }
          sycl::group_barrier(item_.get_group());
          for (int w = 8; w > 0; w /= 2) {
            {
              int t = 0 + item_.get_local_id(2);
              if (t < w) {
                s_lo[t] = s_lo[t + w] < s_lo[t] ? s_lo[t + w] : s_lo[t];
                s_hi[t] = s_hi[t + w] > s_hi[t] ? s_hi[t + w] : s_hi[t];
                s_k[t] = s_k[t + w] > s_k[t] ? s_k[t + w] : s_k[t];
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          {
            int t = 0 + item_.get_local_id(2);
            if (t == 0) {
              lo[b] = s_lo[0];
              hi[b] = s_hi[0];
              kmax[b] = s_k[0];
            }
          }
        }
      }();
    });
  });
}
