#include <sycl/sycl.hpp>

// Legacy OCCA accepts `@globalPtr` on a struct member (nekRS's boundary data) and `@shared` /
// `@exclusive` on the parameters of a helper that the kernel passes its own `@shared` array and
// `@exclusive` variable to (libParanumal's advection kernels). The helper updates them per work
// item; the results are those of the same code with the attributes left out.
struct bcData {
  int id;
  double t;
  const double *usrwrk;
};

void surfaceTerms(int es, int i, int j, const double *q, double s_flux[2][8][8]) {
  s_flux[es][j][i] += q[8 * j + i];
}

void accumulate(double &r, double v) {
  r += v;
}

extern "C" void _occa_legacyStructHelperParams_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const double *q, const double *w, double *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s_flux = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[2][8][8]>(item_.get_group());
          double r;
          {
            int i = 0 + item_.get_local_id(2);
            bcData bc;
            bc.id = b;
            bc.t = 0.5 * b;
            bc.usrwrk = w + 8 * bc.id;
            r = bc.t;
            for (int j = 0; j < 8; ++j) {
              s_flux[0][j][i] = 0;
              s_flux[1][j][i] = 1;
            }
            for (int j = 0; j < 8; ++j) {
              surfaceTerms(1, i, j, q, s_flux);
            }
            accumulate(r, bc.usrwrk[i]);
          }
          sycl::group_barrier(item_.get_group());
          {
            int i = 0 + item_.get_local_id(2);
            double sum = 0;
            for (int j = 0; j < 8; ++j) {
              sum += s_flux[1][j][i];
            }
            out[8 * b + i] = sum + r;
          }
        }
      }();
    });
  });
}
