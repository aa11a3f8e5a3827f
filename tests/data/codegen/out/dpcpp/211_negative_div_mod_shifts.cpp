#include <sycl/sycl.hpp>

// Integer semantics in bounds, extents and indices: `/` and `%` truncate toward zero for
// negative operands (C++), `>>` of a negative value is arithmetic, unsigned arithmetic wraps,
// and `long long` offsets far beyond 2^31 cancel before they index a small array.
extern "C" void _occa_negDivModShifts_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const long long &big, const int *src, int *out, long long *wide) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 10)]] {
      [=]() mutable {
        {
          int g = -17 / 4 + item_.get_group(2);
          // (-9) % 4 + 8 = 7 slots (a floor modulo would give 11).
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[-9 % 4 + 8]>(item_.get_group());
          // Work-items t = (-7) / 2 = -3 .. 4 - (-7) % 4 - 1 = 6: ten of them (floor semantics
          // would give -4 .. 2, seven of them, and too little @exclusive storage).
          int q;
          int r;
          int lo[(-16 >> 2) + 6];
          {
            int t = -7 / 2 + item_.get_local_id(2);
            q = t / 3;
            r = t % 3;
            lo[0] = t * 5 >> 1;
            lo[1] = (int)((unsigned int)(t - 5) >> 28);
            if (t + 3 < 7) {
              s[t + 3] = g * 100 + -t % 4;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = -7 / 2 + item_.get_local_id(2);
            const int slot = (g + 4) * 10 + (t + 3);
            const unsigned int wrap = (unsigned int)t - 3u;
            const int back = (int)(wrap + 3u);
            out[4 * slot + 0] = q * 1000 + r;
            out[4 * slot + 1] = lo[0] * 100 + lo[1];
            out[4 * slot + 2] = s[(t + 13) % 7] + back;
            const long long off = big * (long long)(g - 7) + (long long)(t + 3);
            out[4 * slot + 3] = src[off - big * (long long)(g - 7) + (long long)(N % -3)];
            wide[slot] = off + ((long long)t << 33) - -big / 2;
          }
        }
      }();
    });
  });
}
