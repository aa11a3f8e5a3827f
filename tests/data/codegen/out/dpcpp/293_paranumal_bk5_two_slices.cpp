#include <sycl/sycl.hpp>

// streamparanumal BK5 (paranumal/streamparanumal CEED/BK5/occa/BK5.okl, MIT licence), the
// BK5_v3 kernel verbatim: the hex stiffness operator two slices at a time (k and p_Nq-1-k) using
// the skew symmetry of D ("reverse direction trick"), an `@exclusive` declaration inside the
// body of a regular loop between the @outer loop and its @inner nests, a multi-declarator
// `@exclusive` register array pair, `#define p_halfNq` inside the kernel, `#pragma unroll p_Nq`,
// brace-scoped blocks redeclaring the same locals.
// two slices - trying to halve smem access
extern "C" void _occa_BK5_v3_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &numElements, const double *__restrict__ op, const double *__restrict__ D, const double &lambda, const double *__restrict__ solIn, double *__restrict__ solOut) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int element = 0 + item_.get_group(2);
          auto &s_D = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          auto &s_p0 = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          auto &s_p1 = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          auto &s_Gpr0 = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          auto &s_Gps0 = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          auto &s_Gpr1 = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          auto &s_Gps1 = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          double r_p[4];
          double r_Ap[4];
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              s_D[j][i] = D[j * 4 + i];
              for (int k = 0; k < 4; ++k) {
                int id = i + j * 4 + k * 4 * 4 + element * 64;
                r_p[k] = solIn[id];
                r_Ap[k] = 0;
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          //#pragma unroll p_halfNq
          for (int k = 0; k < (4 + 1) / 2; ++k) {
            double r_pt0;
            double r_pt1;
            double r_Gpt0;
            double r_Gpt1;
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                s_p0[j][i] = r_p[k];
                s_p1[j][i] = r_p[4 - 1 - k];
                r_pt0 = 0;
                r_pt1 = 0;
                #pragma unroll 4
                for (int m = 0; m < 4; ++m) {
                  const double Dkm = s_D[k][m];
                  // use reverse direction trick here
                  r_pt0 += Dkm * r_p[m];
                  r_pt1 += Dkm * r_p[4 - 1 - m];
                }
                // correct sign
                r_pt1 *= -1.;
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                double pr0 = 0;
                double pr1 = 0;
                // use same multiply for top and bottom slices
                #pragma unroll 4
                for (int m = 0; m < 4; ++m) {
                  const double Dim = s_D[i][m];
                  pr0 += Dim * s_p0[j][m];
                  pr1 += Dim * s_p1[j][m];
                }
                double ps0 = 0;
                double ps1 = 0;
                #pragma unroll 4
                for (int m = 0; m < 4; ++m) {
                  const double Djm = s_D[j][m];
                  ps0 += Djm * s_p0[m][i];
                  ps1 += Djm * s_p1[m][i];
                }
                {
                  const int gbase = element * 7 * 64 + i + j * 4 + k * 4 * 4;
                  double GWJ = op[gbase + 6 * 64];
                  double G00 = op[gbase + 0 * 64];
                  double G01 = op[gbase + 1 * 64];
                  double G02 = op[gbase + 2 * 64];
                  double G11 = op[gbase + 3 * 64];
                  double G12 = op[gbase + 4 * 64];
                  double G22 = op[gbase + 5 * 64];
                  s_Gpr0[j][i] = G00 * pr0 + G01 * ps0 + G02 * r_pt0;
                  s_Gps0[j][i] = G01 * pr0 + G11 * ps0 + G12 * r_pt0;
                  r_Gpt0 = G02 * pr0 + G12 * ps0 + G22 * r_pt0;
                  r_Ap[k] += r_p[k] * lambda * GWJ;
                }
                {
                  const int gbase = element * 7 * 64 + i + j * 4 + (4 - 1 - k) * 4 * 4;
                  double GWJ = op[gbase + 6 * 64];
                  double G00 = op[gbase + 0 * 64];
                  double G01 = op[gbase + 1 * 64];
                  double G02 = op[gbase + 2 * 64];
                  double G11 = op[gbase + 3 * 64];
                  double G12 = op[gbase + 4 * 64];
                  double G22 = op[gbase + 5 * 64];
                  s_Gpr1[j][i] = G00 * pr1 + G01 * ps1 + G02 * r_pt1;
                  s_Gps1[j][i] = G01 * pr1 + G11 * ps1 + G12 * r_pt1;
                  r_Gpt1 = G02 * pr1 + G12 * ps1 + G22 * r_pt1;
                  r_Ap[4 - 1 - k] += r_p[4 - 1 - k] * lambda * GWJ;
                }
                r_Gpt1 *= -1.;
                #pragma unroll 4
                for (int m = 0; m < 4; ++m) {
                  const double Dkm = s_D[k][m];
                  r_Ap[m] += Dkm * r_Gpt0;
                  r_Ap[4 - 1 - m] += Dkm * r_Gpt1;
                }
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                double lapr0 = 0;
                double lapr1 = 0;
                // use same matrix for both slices
                #pragma unroll 4
                for (int m = 0; m < 4; ++m) {
                  double Dmi = s_D[m][i];
                  lapr0 += Dmi * s_Gpr0[j][m];
                  lapr1 += Dmi * s_Gpr1[j][m];
                }
                r_Ap[k] += lapr0;
                r_Ap[4 - 1 - k] += lapr1;
                double laps0 = 0;
                double laps1 = 0;
                #pragma unroll 4
                for (int m = 0; m < 4; ++m) {
                  double Dmj = s_D[m][j];
                  laps0 += Dmj * s_Gps0[m][i];
                  laps1 += Dmj * s_Gps1[m][i];
                }
                r_Ap[k] += laps0;
                r_Ap[4 - 1 - k] += laps1;
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              for (int k = 0; k < 4; ++k) {
                int id = i + j * 4 + k * 4 * 4 + element * 64;
                solOut[id] = r_Ap[k];
              }
            }
          }
        }
      }();
    });
  });
}
