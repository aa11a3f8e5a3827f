#include <sycl/sycl.hpp>

// Compound assignments whose result is narrowed on store, on `@exclusive` and `@shared` state
// of an 8-bit/16-bit histogram kernel: `short s += 70000` (computed in int, stored mod 2^16),
// `unsigned char` counters `+= 250` and `*= 3`, `unsigned short -= 1` from 0, `signed char`
// `<<= 2`, `int /= 2.5` and `int *= 0.5f` (computed in floating point, truncated), `float
// += double`, and `%=`/`>>=`/`^=` on `@shared` `unsigned short` cells read by a neighbour
// after the next barrier.
extern "C" void _occa_compoundNarrowingState_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const short *s0, int *out, unsigned int *hist) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &h8 = *sycl::ext::oneapi::group_local_memory_for_overwrite<unsigned char[8]>(item_.get_group());
          auto &h16 = *sycl::ext::oneapi::group_local_memory_for_overwrite<unsigned short[8]>(item_.get_group());
          short s;
          unsigned short us;
          signed char sc;
          int q;
          float f;
          {
            int t = 0 + item_.get_local_id(2);
            const int id = b * 8 + t;
            s = s0[id];
            s += 70000;
            us = (unsigned short)t;
            us -= 1;
            sc = (signed char)(t * 9 + 3);
            sc <<= 2;
            q = id * 7 - 20;
            q /= 2.5;
            f = 0.5f;
            f += 0.25;
            h8[t] = (unsigned char)(id * 40);
            h8[t] += 250;
            h16[t] = (unsigned short)(id * 5000);
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            const int id = b * 8 + t;
            h8[t] *= 3;
            h16[t] %= 7000;
            h16[t] >>= t % 4;
            h16[t] ^= 0x5A5Au;
            q *= 0.5f;
            f += q;
            int *o = out + id * 5;
            o[0] = s;
            o[1] = us;
            o[2] = sc;
            o[3] = q;
            o[4] = (int)(f * 4.0f);
            hist[id * 2] = h8[t];
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            hist[(b * 8 + t) * 2 + 1] = h16[(t + 3) % 8];
          }
        }
      }();
    });
  });
}
