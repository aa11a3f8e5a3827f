#include <sycl/sycl.hpp>

// OKL iterators of narrow and wide types whose ranges touch the limits of their type, in
// `@inner` loops that share `@exclusive` state (storage sized by spec 4.2's counts: 6 for every
// loop but the `signed char` one, 5) and in parallel `@outer` loops: `unsigned` down from
// UINT_MAX by 19 with `>=`, `unsigned char` from 250 by `-= 10` with the iterator on the right,
// `long long` up from LLONG_MIN by 2, `short` up from SHRT_MIN with `<=` and a postfix `++`,
// `signed char` from SCHAR_MAX by `-= 51` down to just above SCHAR_MIN, `int` down from INT_MAX
// with `>=` (the count `1 + INT_MAX - (INT_MAX - 3)` overflows `int` if computed naively).
// `@outer` loops: `unsigned` from UINT_MAX - 4 with `<=` to UINT_MAX - 1, `long long` down to
// LLONG_MIN + 1 with `>=`, `unsigned short` up to 65535 exclusive by 3.
extern "C" void _occa_typeLimits_0(sycl::queue *queue_, sycl::nd_range<3> *range_, long long *ex, int *outs) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 6)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          long long e;
          int slot;
          {
            unsigned int u = 4294967295u - (19 * item_.get_local_id(2));
            slot = (int)((4294967295u - u) / 19);
            e = (long long)u - 4294967000LL + g;
          }
          {
            unsigned char c = 250 - (10 * item_.get_local_id(2));
            if (200 <= (int)(250 - 10 * item_.get_local_id(2)) && (int)(250 - 10 * item_.get_local_id(2)) <= 250) {
              e = e * 1000 + c;
            }
          }
          {
            long long i = -9223372036854775807LL - 1 + (2 * (long long) item_.get_local_id(2));
            if (i < -9223372036854775807LL + 11) {
              e += (i + 9223372036854775807LL + 1) / 2;
            }
          }
          {
            short s = -32768 + item_.get_local_id(2);
            if ((int)(-32768 + item_.get_local_id(2)) <= -32763) {
              e = e * 10 + (s + 32768);
            }
          }
          {
            int i = 2147483647 - item_.get_local_id(2);
            if (i >= 2147483642) {
              ex[g * 6 + slot] = e + (2147483647 - i) * 1000000000000LL;
            }
          }
          {
            signed char c = 127 - (51 * item_.get_local_id(2));
            if ((int)(127 - 51 * item_.get_local_id(2)) > -128) {
              outs[g * 5 + (127 - c) / 51] = c + slot;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_typeLimits_1(sycl::queue *queue_, sycl::nd_range<3> *range_, long long *ex, int *outs) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          unsigned int u = 4294967291u + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            outs[10 + (u - 4294967291u) * 2 + t] = (int)(u % 1000) + t;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_typeLimits_2(sycl::queue *queue_, sycl::nd_range<3> *range_, long long *ex, int *outs) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 1)]] {
      [=]() mutable {
        {
          long long i = -9223372036854775807LL + 5 - (2 * (long long) item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            outs[18 + (-9223372036854775807LL + 5 - i) / 2] = (int)(i % 100);
          }
        }
      }();
    });
  });
}

extern "C" void _occa_typeLimits_3(sycl::queue *queue_, sycl::nd_range<3> *range_, long long *ex, int *outs) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 1)]] {
      [=]() mutable {
        {
          unsigned short h = 65520 + (3 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            outs[21 + (h - 65520) / 3] = h;
          }
        }
      }();
    });
  });
}
