#include <sycl/sycl.hpp>

// Block prefix scans: Hillis-Steele (inclusive) with `@shared` ping-pong buffers chosen by a
// private flag of the `@outer` body flipped between rounds, and Blelloch (exclusive) up- and
// down-sweeps whose `@inner` bodies are guarded by `t < 64 / (2 * d)`; every round is a regular
// loop in the `@outer` body with an explicit `@barrier` after its `@inner` loop.
extern "C" void _occa_blockScans_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const int *x, int *incl, int *excl, int *totals) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 64)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s_a = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[64]>(item_.get_group());
          auto &s_b = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[64]>(item_.get_group());
          auto &s_e = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[64]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            const int id = b * 64 + t;
            s_a[t] = id < N ? x[id] : 0;
            s_e[t] = s_a[t];
          }
          sycl::group_barrier(item_.get_group());
          int ping = 0;
          for (int off = 1; off < 64; off <<= 1) {
            {
              int t = 0 + item_.get_local_id(2);
              if (ping == 0) {
                s_b[t] = s_a[t] + (t >= off ? s_a[t - off] : 0);
              } else {
                s_a[t] = s_b[t] + (t >= off ? s_b[t - off] : 0);
              }
            }
            sycl::group_barrier(item_.get_group());
            ping = 1 - ping;
          }
          for (int d = 1; d < 64; d *= 2) {
            {
              int t = 0 + item_.get_local_id(2);
              const int bi = (2 * t + 2) * d - 1;
              if (bi < 64) {
                s_e[bi] += s_e[bi - d];
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          {
            int t = 0 + item_.get_local_id(2);
            if (t == 63) {
              totals[b] = s_e[63];
              s_e[63] = 0;
            }
          }
          sycl::group_barrier(item_.get_group());
          for (int d = 32; d >= 1; d /= 2) {
            {
              int t = 0 + item_.get_local_id(2);
              if (t < 64 / (2 * d)) {
                const int ai = (2 * t + 1) * d - 1;
                const int bi = ai + d;
                const int tmp = s_e[ai];
                s_e[ai] = s_e[bi];
                s_e[bi] += tmp;
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          {
            int t = 0 + item_.get_local_id(2);
            const int id = b * 64 + t;
            if (id < N) {
              incl[id] = ping ? s_b[t] : s_a[t];
              excl[id] = s_e[t];
            }
          }
        }
      }();
    });
  });
}
