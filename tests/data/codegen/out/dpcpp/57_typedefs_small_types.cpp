#include <sycl/sycl.hpp>

// typedef'd pointer types with @restrict, `const` scalars as loop bounds, char/short data with
// integer promotion and wrap-around, `?:` and comma expressions in loop headers, long and unsigned
// iterators.
typedef short sdata_t;

typedef sdata_t *sptr_t;

typedef const char *cptr_t;

typedef unsigned char uchar;

extern "C" void _occa_typedefsSmallTypes_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &flag, __restrict__ cptr_t c, __restrict__ sptr_t s, uchar *__restrict__ u, short *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          long b = (flag ? 0L : 1L) + (long long) item_.get_group(2);
          const int width = 4;
          {
            unsigned int t = 0u + item_.get_local_id(2);
            const long i = b * width + t;
            s[i] = (sdata_t)(s[i] * 3 + c[i]);
            u[i] = (uchar)(u[i] + 200);
            out[i] = (short)((c[i] > 0 ? c[i] : -c[i]) + (u[i] >> 1));
          }
        }
      }();
    });
  });
}

extern "C" void _occa_typedefsSmallTypes_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &flag, __restrict__ cptr_t c, __restrict__ sptr_t s, uchar *__restrict__ u, short *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        const int half = n / 2;
        {
          int g = ((void)flag, n / 8 - 1) - item_.get_group(2);
          {
            short t = (short)7 - item_.get_local_id(2);
            const int i = 4 * half + g * 8 + t;
            if (i < n * 4 + 8) {
              out[i] = (short)(c[i % n] * (flag == 1 ? 2 : 3) - t);
            }
          }
        }
      }();
    });
  });
}
