#include <sycl/sycl.hpp>

// A bit-reversal permutation as an FFT stage writes it, followed by integer arithmetic that C
// defines precisely: a shift amount computed per work-item and kept in an `@exclusive`,
// `>>` of negative values (arithmetic), `>>` of the same bits as `unsigned` (logical),
// `1u << sh` up to bit 31 converted to `int`, `long long` shifts past bit 31, `/` and `%` with
// negative dividends and divisors (truncation toward zero, `a == (a / b) * b + a % b`).
extern "C" void _occa_shiftsDivModNegative_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const int *v, int *out, unsigned int *uout, long long *lout) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[1 << 4]>(item_.get_group());
          int sh;
          {
            int t = 0 + item_.get_local_id(2);
            sh = (t * 5 + b * 3) & 31;
            s[t] = v[b * (1 << 4) + t];
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            unsigned int r = 0;
            for (int k = 0; k < 4; ++k) {
              r |= ((unsigned int)(t >> k) & 1u) << (4 - 1 - k);
            }
            const int x = s[r];
            const int div = 2 * t - 15;
            int *o = out + (b * (1 << 4) + t) * 5;
            o[0] = x >> (t & 7);
            o[1] = (int)(1u << sh);
            o[2] = x / div;
            o[3] = x % div;
            o[4] = x / div * div + x % div - x;
            uout[(b * (1 << 4) + t) * 2] = (unsigned int)x >> sh;
            uout[(b * (1 << 4) + t) * 2 + 1] = r;
            lout[b * (1 << 4) + t] = (1LL << (sh + 8)) + ((long long)x >> sh % 5);
          }
        }
      }();
    });
  });
}
