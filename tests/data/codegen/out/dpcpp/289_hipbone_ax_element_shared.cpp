#include <sycl/sycl.hpp>

// hipBone hipBoneAx (paranumal/hipBone okl/hipBoneAx.okl, MIT licence), the KERNEL_NUMBER == 2
// branch verbatim: the whole hex element of p_NelementsPerBlk elements held in 4-D @shared
// arrays, one @inner(2) loop over p_Nq * p_NelementsPerBlk slices whose @exclusive `k` and `es`
// are computed in the first nest and read in the later two, `#define p_pad 1` inside the kernel
// body, a transposed copy of D written under `if (ke == 0)`, masked elements of the last group.
//This kernel stores the entire hex element in shmem.
// Good for low orders, but will exceed 1024 threads per block after N=9
extern "C" void _occa_hipBoneAx_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nelements, const int *__restrict__ elementList, const int *__restrict__ GlobalToLocal, const double *__restrict__ ggeo, const double *__restrict__ D, const double &lambda, const double *__restrict__ q, double *__restrict__ Aq) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(12, 4, 4)]] {
      [=]() mutable {
        {
          int eo = 0 + (3 * item_.get_group(2));
          auto &s_D = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4 + 1]>(item_.get_group());
          auto &s_DT = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4 + 1]>(item_.get_group());
          auto &s_q = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[3][4][4][4 + 1]>(item_.get_group());
          auto &s_Gqr = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[3][4][4][4 + 1]>(item_.get_group());
          auto &s_Gqs = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[3][4][4][4 + 1]>(item_.get_group());
          auto &s_Gqt = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[3][4][4][4 + 1]>(item_.get_group());
          int r_e;
          int element;
          double r_wJ;
          int k;
          int es;
          {
            int ke = 0 + item_.get_local_id(0);
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                //load operators
                if (ke == 0) {
                  const int id = j * 4 + i;
                  const double Dji = D[id];
                  s_D[j][i] = Dji;
                  s_DT[i][j] = Dji;
                }
                k = ke % 4;
                es = ke / 4;
                r_e = es + eo;
                if (r_e < Nelements) {
                  element = elementList[r_e];
                  const int id = GlobalToLocal[i + j * 4 + k * 4 * 4 + element * 64];
                  if (id != -1) {
                    s_q[es][k][j][i] = q[id];
                  } else {
                    s_q[es][k][j][i] = 0.0;
                  }
                }
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int ke = 0 + item_.get_local_id(0);
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                if (r_e < Nelements) {
                  const int gbase = 7 * (element * 64 + i + j * 4 + k * 4 * 4);
                  // 't' terms
                  double tmp = 0.0;
                  r_wJ = ggeo[gbase + 6];
                  const double G00 = ggeo[gbase + 0];
                  const double G01 = ggeo[gbase + 1];
                  const double G11 = ggeo[gbase + 3];
                  const double G02 = ggeo[gbase + 2];
                  const double G12 = ggeo[gbase + 4];
                  const double G22 = ggeo[gbase + 5];
                  // #pragma unroll p_Unr
                  for (int m = 0; m < 4; ++m) {
                    const double pmji = s_q[es][m][j][i];
                    const double Dkm = s_DT[m][k];
                    tmp += Dkm * pmji;
                  }
                  s_Gqr[es][k][j][i] = G02 * tmp;
                  s_Gqs[es][k][j][i] = G12 * tmp;
                  s_Gqt[es][k][j][i] = G22 * tmp;
                  // 'r' terms
                  tmp = 0;
                  // #pragma unroll p_Unr
                  for (int m = 0; m < 4; ++m) {
                    const double Dim = s_D[i][m];
                    tmp += Dim * s_q[es][k][j][m];
                  }
                  s_Gqr[es][k][j][i] += G00 * tmp;
                  s_Gqs[es][k][j][i] += G01 * tmp;
                  s_Gqt[es][k][j][i] += G02 * tmp;
                  // 's' terms
                  tmp = 0;
                  // #pragma unroll p_Unr
                  for (int m = 0; m < 4; ++m) {
                    const double Djm = s_D[j][m];
                    tmp += Djm * s_q[es][k][m][i];
                  }
                  s_Gqr[es][k][j][i] += G01 * tmp;
                  s_Gqs[es][k][j][i] += G11 * tmp;
                  s_Gqt[es][k][j][i] += G12 * tmp;
                }
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int ke = 0 + item_.get_local_id(0);
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                if (r_e < Nelements) {
                  double tmpAp = s_q[es][k][j][i] * lambda * r_wJ;
                  // use same matrix for both slices
                  // #pragma unroll p_Unr
                  for (int m = 0; m < 4; ++m) {
                    const double Dmi = s_D[m][i];
                    const double Dmj = s_D[m][j];
                    tmpAp += Dmi * s_Gqr[es][k][j][m];
                    tmpAp += Dmj * s_Gqs[es][k][m][i];
                  }
                  // #pragma unroll p_Unr
                  for (int m = 0; m < 4; ++m) {
                    const double Gpt = s_Gqt[es][m][j][i];
                    const double Dmk = s_D[m][k];
                    tmpAp += Dmk * Gpt;
                  }
                  const int base = i + j * 4 + k * 4 * 4 + element * 64;
                  Aq[base] = tmpAp;
                }
              }
            }
          }
        }
      }();
    });
  });
}
