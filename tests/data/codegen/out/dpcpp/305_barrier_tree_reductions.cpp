#include <sycl/sycl.hpp>

// Shared-memory tree reductions written the way real kernels write them (nekRS/hipBone dot
// products, libParanumal norms): a regular loop over halving widths in the `@outer` body with an
// explicit `@barrier` between `@inner` loops, the `if (t < alive)` test inside the `@inner` body,
// a barrier at the end of an `@inner` body after (not in) a per-work-item `if`, `#if p_blockSize`
// steps, and a warp-level tail under `if (t < 32)` with `@barrier("warp")`.
// Defines: -Dp_blockSize=128
extern "C" void _occa_blockReduce_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const float *x, const float *y, float *sums, float *maxs) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 128)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s_sum = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[128]>(item_.get_group());
          auto &s_max = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[128]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            const int id = b * 128 + t;
            s_sum[t] = id < N ? x[id] * y[id] : 0.0f;
            s_max[t] = id < N ? x[id] : -1.0e30f;
          }
          sycl::group_barrier(item_.get_group());
          // Halving widths in a regular loop of the group; every work-item reaches the barriers.
          for (int alive = 128 / 2; alive > 32; alive /= 2) {
            {
              int t = 0 + item_.get_local_id(2);
              if (t < alive) {
                s_sum[t] += s_sum[t + alive];
                s_max[t] = s_max[t] > s_max[t + alive] ? s_max[t] : s_max[t + alive];
              }
              sycl::group_barrier(item_.get_group());
            }
            sycl::group_barrier(item_.get_group());
          }
          // Warp step: only the first 32 work-items, under a warp barrier (each reads a slot no
          // work-item of this loop writes).
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 32) {
              s_sum[t] += s_sum[t + 32];
              if (s_max[t + 32] > s_max[t]) {
                s_max[t] = s_max[t + 32];
              }
              sycl::group_barrier(item_.get_sub_group());
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t == 0) {
              float a = 0.0f;
              float m = s_max[0];
              for (int w = 0; w < 32; ++w) {
                a += s_sum[w];
                m = s_max[w] > m ? s_max[w] : m;
              }
              sums[b] = a;
              maxs[b] = m;
            }
          }
        }
      }();
    });
  });
}
