#include <sycl/sycl.hpp>

// Adapted from libParanumal libs/core/okl/blockShflScan.okl: the warp shuffles are replaced by
// a ping-pong @shared scan. @exclusive lane/warp/index/value carried through six
// barrier-separated @inner loops, a regular loop with two iterators (`d <<= 1, p ^= 1`) around
// one of them, warp offsets in @shared memory scanned by one work-item, an @atomic histogram.
typedef int dlong;

typedef int entry_t;

typedef int scan_t;

static inline scan_t entryMap(const entry_t a, const entry_t a1) {
  return a != a1 ? 1 : 0;
}

extern "C" void _occa_blockScan_0(sycl::queue *queue_, sycl::nd_range<3> *range_, dlong &N, const entry_t *o_a, scan_t *o_scana, scan_t *o_offsets, int *o_hist) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          dlong b = 0 + item_.get_group(2);
          auto &s_offsets = *sycl::ext::oneapi::group_local_memory_for_overwrite<scan_t[16 / 4]>(item_.get_group());
          auto &s_x = *sycl::ext::oneapi::group_local_memory_for_overwrite<scan_t[2][16]>(item_.get_group());
          scan_t x;
          int l;
          int w;
          dlong n;
          {
            int t = 0 + item_.get_local_id(2);
            l = t % 4;
            w = t >> 2;
            n = t + b * 16;
            dlong n1 = n > 0 ? n - 1 : 0;
            x = n < N ? entryMap(o_a[n], o_a[n1]) : 0;
            s_x[0][t] = x;
          }
          sycl::group_barrier(item_.get_group());
          for (int d = 1, p = 0; d < 4; d <<= 1, p ^= 1) {
            {
              int t = 0 + item_.get_local_id(2);
              const scan_t y = l >= d ? s_x[p][t - d] : 0;
              x += y;
              s_x[p ^ 1][t] = x;
            }
            sycl::group_barrier(item_.get_group());
          }
          {
            int t = 0 + item_.get_local_id(2);
            if (l == 4 - 1) {
              s_offsets[w] = x;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t == 0) {
              for (int k = 1; k < 16 / 4; ++k) {
                s_offsets[k] += s_offsets[k - 1];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            x += w != 0 ? s_offsets[w - 1] : 0;
            if (n < N) {
              o_scana[n] = x;
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(o_hist[x & 3]);
                _occa_ref += (_occa_atomic_t) ((dlong)(0xffffffff >> 31));
              }
            }
            if (t == 16 - 1) {
              o_offsets[b] = x;
            }
          }
        }
      }();
    });
  });
}
