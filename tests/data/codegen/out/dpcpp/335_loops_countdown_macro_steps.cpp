#include <sycl/sycl.hpp>

// Loop headers that count down, step by a macro or a kernel argument and start below zero, as a
// solver writes them when it walks levels or faces backwards: `i >= 0; --i` from `n - 1`,
// `i > LO; i -= STEP` crossing zero to a negative macro bound, `n + 4 >= o; o += s` with the
// iterator on the right and a run-time step, `0 < t; t -= s` inside, and a regular loop with a
// `!=` condition inside an `@inner` body (OKL loops themselves reject `!=`, OKL0321).
extern "C" void _occa_countdownMacroSteps_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &s, int *a, int *b, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int i = n - 1 - item_.get_group(2);
          {
            int t = 4 - 1 - item_.get_local_id(2);
            a[i * 4 + t] = i * 10 - t;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_countdownMacroSteps_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &s, int *a, int *b, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 5)]] {
      [=]() mutable {
        {
          int i = 11 - (3 * item_.get_group(2));
          {
            int t = -2 + item_.get_local_id(2);
            b[(11 - i) / 3 * 5 + (t + 2)] = i * t + i;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_countdownMacroSteps_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &s, int *a, int *b, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int o = -5 + (s * item_.get_group(2));
          {
            int t = 8 - (s * item_.get_local_id(2));
            c[(o + 5) / s * 3 + (8 - t) / s] = o * 100 + t;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_countdownMacroSteps_3(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &s, int *a, int *b, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int o = 2 * n - (2 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            int acc = 0;
            for (int k = t; k != t + 2 * 4; k += 2) {
              acc += k * o;
            }
            d[(2 * n - o) / 2 * 4 + t] = acc;
          }
        }
      }();
    });
  });
}
