#include <sycl/sycl.hpp>

// Spectral-element style operator.
// Defines: -Ddfloat=double -Ddlong=int -Dp_Nq=8 -Dp_Np=512 -Dp_Nggeo=7 -Dp_knl=1
extern "C" void _occa_semOperator_v1_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nelements, const int *__restrict__ elementList, const double *__restrict__ ggeo, const double *__restrict__ D, const double *__restrict__ q, double *__restrict__ Aq) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          auto &s_D = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4 + 1]>(item_.get_group());
          auto &s_q = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          double r_q[4];
          double r_Aq[4];
          int element;
          double r_G00;
          double r_G01;
          double r_G11;
          double r_GwJ;
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              s_D[j][i] = D[4 * j + i];
              element = elementList[e];
              #pragma unroll 4
              for (int k = 0; k < 4; k++) {
                r_q[k] = q[element * 64 + k * 4 * 4 + j * 4 + i];
                r_Aq[k] = 0;
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          #pragma unroll 4
          for (int k = 0; k < 4; ++k) {
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                const int gbase = element * 7 * 64 + k * 4 * 4 + j * 4 + i;
                r_G00 = ggeo[gbase + 0 * 64];
                r_G01 = ggeo[gbase + 1 * 64];
                r_G11 = ggeo[gbase + 2 * 64];
                r_GwJ = ggeo[gbase + 6 * 64];
                s_q[j][i] = r_q[k];
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                double qr = 0;
                double qs = 0;
                #pragma unroll 4
                for (int m = 0; m < 4; m++) {
                  qr += s_D[i][m] * s_q[j][m];
                  qs += s_D[j][m] * s_q[m][i];
                }
                r_Aq[k] += r_GwJ * (r_G00 * qr + r_G01 * qs) + r_G11 * qs;
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              #pragma unroll 4
              for (int k = 0; k < 4; k++) {
                Aq[element * 64 + k * 4 * 4 + j * 4 + i] = r_Aq[k];
              }
            }
          }
        }
      }();
    });
  });
}
