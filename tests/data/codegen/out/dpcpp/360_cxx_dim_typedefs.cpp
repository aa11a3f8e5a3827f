#include <sycl/sycl.hpp>

// [[okl_dim]] and [[okl_dimOrder]] through typedefs, overridden on a parameter: a 2-D operator
// typedef with its own order, a 3-D field typedef whose order the parameter sets (row-major, so
// the slowest index may run past its extent over the elements), a 4-D input parameter.
typedef const double *cmat_t;

typedef double *field3_t;

extern "C" void _occa_tensorApplyX_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nelements, cmat_t A, const double *u, field3_t v) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 3, 3)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          auto &s_u = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[3][3][3]>(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              for (int k = 0; k < 3; ++k) {
                s_u[k][j][i] = u[i + 3 * (j + 3 * (k + 3 * e))];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              for (int k = 0; k < 3; ++k) {
                double acc = 0;
                for (int m = 0; m < 3; ++m) {
                  acc += A[m + 3 * i] * s_u[k][j][m];
                }
                v[k + 3 * (j + 3 * (e * 3 + i))] = acc;
              }
            }
          }
        }
      }();
    });
  });
}
