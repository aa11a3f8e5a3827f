#include <sycl/sycl.hpp>

// hipBone-style dot product (updateCG/innerProduct): the tree as `#if p_blockSize > ...` steps,
// each one `@inner` loop whose body is one `if (t < w)`, explicit barriers between them, a
// grid-strided load loop whose bounds read the work-item index, a final `@atomic`.
// Defines: -Dp_blockSize=128
extern "C" void _occa_dotAtomic_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const float *x, float *dot) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 128)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s_dot = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[128]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            float r = 0.0f;
            for (int id = b * 128 + t; id < N; id += 128 * 2) {
              r += x[id] * x[id];
            }
            s_dot[t] = r;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 64) {
              s_dot[t] += s_dot[t + 64];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 32) {
              s_dot[t] += s_dot[t + 32];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 16) {
              s_dot[t] += s_dot[t + 16];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 8) {
              s_dot[t] += s_dot[t + 8];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 4) {
              s_dot[t] += s_dot[t + 4];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 2) {
              s_dot[t] += s_dot[t + 2];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 1) {
              const float v = s_dot[0] + s_dot[1];
              {
                using _occa_atomic_t = float;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(dot[0]);
                _occa_ref += (_occa_atomic_t) (v);
              }
            }
          }
        }
      }();
    });
  });
}
