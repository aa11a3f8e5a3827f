#include <sycl/sycl.hpp>

#pragma GCC diagnostic ignored "-Wsign-compare"

// Integer promotions and conversions of narrow data in a quantisation kernel: `signed char`
// times `unsigned char` (both promoted to int), `unsigned short` squared (int, no wrap),
// `unsigned short` plus a constant stored back (wraps mod 2^16), `short` difference going
// negative, `char` arithmetic stored in `signed char`, an `unsigned` difference that wraps
// and is compared with an `int` converted explicitly, `-x` of an `unsigned char` (int, not
// unsigned), and `~` of an `unsigned short` (int). Values go through `@exclusive` narrow
// variables between two `@inner` loops. Last, a signed iterator compared with an `unsigned`
// count as ported C code does (its `-Wsign-compare` silenced): `t < alive` converts `t`, so it
// is false for negative `t` and true again from 0, so OpenMP must not fold it into the loop
// bound.
extern "C" void _occa_integerPromotionsNarrow_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const signed char *sc, const unsigned char *uc, const short *ss, const unsigned short *us, int *out, unsigned int *uout, unsigned short *wout, int *gate) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + (8 * item_.get_group(2));
          unsigned short w;
          signed char q;
          short d;
          {
            int t = b + item_.get_local_id(2);
            w = us[t] + 60000;
            q = (signed char)(sc[t] * 3);
            d = ss[t] - 20000;
          }
          {
            int t = b + item_.get_local_id(2);
            int *o = out + 6 * t;
            o[0] = sc[t] * uc[t];
            o[1] = us[t] * us[t];
            o[2] = -uc[t];
            o[3] = ~us[t];
            o[4] = q + d;
            o[5] = (uc[t] - 200) / 3;
            unsigned int diff = (unsigned int)uc[t] - 100u;
            uout[2 * t] = diff;
            uout[2 * t + 1] = diff > (unsigned int)(-1 + t) ? 1u : 0u;
            wout[t] = w;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_integerPromotionsNarrow_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const signed char *sc, const unsigned char *uc, const short *ss, const unsigned short *us, int *out, unsigned int *uout, unsigned short *wout, int *gate) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          const unsigned int alive = (unsigned int)(n / 8 + b);
          {
            int t = -4 + item_.get_local_id(2);
            if (t < alive) {
              gate[b * 8 + t + 4] = t + 10;
            }
          }
        }
      }();
    });
  });
}
