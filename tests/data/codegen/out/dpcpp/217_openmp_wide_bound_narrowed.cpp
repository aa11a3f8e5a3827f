#include <sycl/sycl.hpp>

// An `unsigned` and an `int` @outer iterator compared with a `long long` bound: C++ compares
// in `long long` (both serial loops run no iteration for these negative bounds), while OpenMP's
// canonical loop form computes the test in the iterator's type, `g < (unsigned)(n - 1)` and
// `g < (int)m`, so a `#pragma omp parallel for` printed over the loop as written runs 4 and 3.
typedef long long hlong;

extern "C" void _occa_wideBoundNarrowed_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const hlong &n, const hlong &m, const hlong &ok, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          unsigned int g = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[g * 2 + t] += 1 + t;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_wideBoundNarrowed_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const hlong &n, const hlong &m, const hlong &ok, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[8 + g * 2 + t] += 10;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_wideBoundNarrowed_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const hlong &n, const hlong &m, const hlong &ok, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[16 + g * 2 + t] += 100 * (g + 1) + t;
          }
        }
      }();
    });
  });
}
