#include <sycl/sycl.hpp>

// Loop headers as HPC code writes them: iterator on the right with `>=` and a macro stride,
// `-=` with a macro stride down to 0 inclusive, an `unsigned` iterator counting down to (but
// not including) 0 written `0u < o`, `long long` iterators starting beyond 2^31, and a
// triangular `@inner` loop whose start depends on the `@outer` iterator.
extern "C" void _occa_loopForms_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const long long &base, int *a, int *b, long long *d, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          int o = 1 + (3 * item_.get_group(2));
          {
            int t = 4 - (2 * item_.get_local_id(2));
            a[(o - 1) / 3 * 3 + (4 - t) / 2] = o * 10 + t;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_loopForms_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const long long &base, int *a, int *b, long long *d, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          unsigned int o = n - item_.get_group(2);
          {
            unsigned int t = 3 - (1 * item_.get_local_id(2));
            b[(o - 1) * 3 + (t - 1)] = (int)(o * 100 + t);
          }
        }
      }();
    });
  });
}

extern "C" void _occa_loopForms_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const long long &base, int *a, int *b, long long *d, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          long long o = base + (long long) item_.get_group(2);
          {
            long long t = -2 + (long long) item_.get_local_id(2);
            d[(o - base) * 4 + (t + 2)] = o * 4 + t;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_loopForms_3(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const long long &base, int *a, int *b, long long *d, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int r = 0 + item_.get_group(2);
          {
            int k = r + item_.get_local_id(2);
            if (k < 5) {
              c[r * 5 + k] = r + k * k;
            }
          }
        }
      }();
    });
  });
}
