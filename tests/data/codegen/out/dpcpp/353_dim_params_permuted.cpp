#include <sycl/sycl.hpp>

// @dim/@dimOrder on kernel parameters in 3-D with `-D` extents and a run-time extent, in three
// different orders, read and written, plus a row-major 2-D operator: a nekRS-style per-element
// tensor contraction that also stores a permuted copy of its input.
extern "C" void _occa_permuteFields_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nelements, const double *__restrict__ M, const double *__restrict__ u, double *__restrict__ v, double *__restrict__ w) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 3, 3)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              double s = 0;
              for (int m = 0; m < 3; ++m) {
                s += M[m + 3 * i] * u[e + Nelements * (m + 3 * j)];
              }
              v[e + Nelements * (i + 3 * j)] = s;
              w[e + Nelements * (j + 3 * i)] = u[e + Nelements * (i + 3 * j)] + 10 * e;
              w[e + Nelements * (j + 3 * i)] *= 2;
            }
          }
        }
      }();
    });
  });
}
