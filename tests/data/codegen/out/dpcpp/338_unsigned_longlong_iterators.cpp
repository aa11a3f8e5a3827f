#include <sycl/sycl.hpp>

#include <cstddef>

// Induction variables of unsigned and 64-bit types as mesh codes use them for global ids:
// an `unsigned int` `@outer` counting down by 2 to a `>= 1u` bound (it stops at 0, never
// wraps), an `unsigned short` `@inner`, a `long long` `@outer` around 5e9 stepping down by a
// run-time `long long` step, an `unsigned long long` `@outer` stepping by 2^33, a `size_t`
// `@inner` counting down to 1, and unsigned wrap-around in the stored values.
extern "C" void _occa_unsignedLongLongIterators_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const unsigned int &n, const long long &big, const long long &st, unsigned int *a, long long *b, unsigned long long *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          unsigned int u = n - (2u * item_.get_group(2));
          {
            unsigned short t = 0 + item_.get_local_id(2);
            a[(n - u) / 2u * 3u + t] = u * 1000u + (t - 5u);
          }
        }
      }();
    });
  });
}

extern "C" void _occa_unsignedLongLongIterators_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const unsigned int &n, const long long &big, const long long &st, unsigned int *a, long long *b, unsigned long long *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          long long q = big - (st * (long long) item_.get_group(2));
          {
            long long t = -1 + (long long) item_.get_local_id(2);
            b[(big - q) / st * 3 + t + 1] = q + t * big;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_unsignedLongLongIterators_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const unsigned int &n, const long long &big, const long long &st, unsigned int *a, long long *b, unsigned long long *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          unsigned long long w = (1ull << 33) + ((1ull << 33) * item_.get_group(2));
          {
            size_t t = 4 - item_.get_local_id(2);
            c[((w >> 33) - 1) * 4 + (t - 1)] = (w ^ t) - 7u;
          }
        }
      }();
    });
  });
}
