#include <sycl/sycl.hpp>

// A libParanumal-style 2-D stiffness kernel written only in the C++ attribute spelling:
// [[okl_kernel]], [[okl_outer]]/[[okl_inner]] with explicit axes, [[okl_shared]] tiles,
// an [[okl_exclusive]] value kept across an [[okl_barrier]], [[okl_restrict]] before and after
// parameter names, [[okl_dim]] with [[okl_dimOrder]] on a parameter and [[okl_atomic]] counters.
extern "C" void _occa_ellipticAxQuad2D_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nelements, const double *__restrict__ ggeo, const double *D, const double &lambda, const double *__restrict__ q, double *__restrict__ Aq, int *stats) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          auto &s_q = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          auto &s_D = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          double r_q;
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int id = e * 16 + j * 4 + i;
              r_q = q[id];
              s_q[j][i] = r_q;
              s_D[j][i] = D[i + 4 * j];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int id = e * 16 + j * 4 + i;
              double dr = 0;
              double ds = 0;
              for (int m = 0; m < 4; ++m) {
                dr += s_D[i][m] * s_q[j][m];
                ds += s_D[j][m] * s_q[m][i];
              }
              Aq[id] = ggeo[id] * (dr + ds) + lambda * r_q;
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(stats[0]);
                _occa_ref += (_occa_atomic_t) (1);
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(stats[1 + (i + j) % 3]);
                _occa_ref += (_occa_atomic_t) (id);
              }
            }
          }
        }
      }();
    });
  });
}
