#include <sycl/sycl.hpp>

// hipBone hipBoneAx (paranumal/hipBone okl/hipBoneAx.okl, MIT licence), the KERNEL_NUMBER == 0
// and 1 branches verbatim; the case builds KERNEL_NUMBER=1 (blocked): three @inner levels
// (p_NelementsPerBlk elements per group), a last group whose extra element slots are masked by
// an @exclusive element number, @exclusive register pencils filled under `if (es == 0)` /
// `if (r_e < Nelements)`, a regular k loop of three @inner nests preceded by a pragma only under
// `#if OCCA_USE_CUDA==1`, `#pragma unroll p_Nq` in the bodies, a padded @shared width from
// `#if p_Nq==16`, and element/gather indirection (elementList, GlobalToLocal with -1 holes).
// One edit: the blocked branch's geometric factors start at 0 (the original leaves them
// uninitialised in masked work-items, which g++ -Wall -Werror rejects as maybe-uninitialized).
/* Blocked version */
//padding for bank conflicts
extern "C" void _occa_hipBoneAx_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nelements, const int *__restrict__ elementList, const int *__restrict__ GlobalToLocal, const double *__restrict__ ggeo, const double *__restrict__ D, const double &lambda, const double *__restrict__ q, double *__restrict__ Aq) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(2, 3, 3)]] {
      [=]() mutable {
        {
          int eo = 0 + (2 * item_.get_group(2));
          auto &s_D = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[3][3 + 0]>(item_.get_group());
          auto &s_q = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[2][3][3 + 0]>(item_.get_group());
          auto &s_v = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[2][3][3 + 0]>(item_.get_group());
          auto &s_w = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[2][3][3 + 0]>(item_.get_group());
          double r_GDut;
          double r_Auk;
          // register array to hold u(i,j,0:N) private to thread
          double r_u[3];
          // array for results Au(i,j,0:N)
          double r_Au[3];
          int r_e;
          int element;
          {
            int es = 0 + item_.get_local_id(0);
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                //load D into local memory
                // s_D[i][j] = d \phi_i at node j
                if (es == 0) {
                  s_D[j][i] = D[3 * j + i];
                  // D is column major
                }
                r_e = es + eo;
                if (r_e < Nelements) {
                  element = elementList[r_e];
                  const int base = i + j * 3 + element * 27;
                  // load pencil of u into register
                  #pragma unroll 3
                  for (int k = 0; k < 3; k++) {
                    const int id = GlobalToLocal[base + k * 3 * 3];
                    r_u[k] = id != -1 ? q[id] : 0.0;
                  }
                  #pragma unroll 3
                  for (int k = 0; k < 3; k++) {
                    r_Au[k] = 0.0;
                  }
                }
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          // Layer by layer
          for (int k = 0; k < 3; k++) {
            {
              int es = 0 + item_.get_local_id(0);
              {
                int j = 0 + item_.get_local_id(1);
                {
                  int i = 0 + item_.get_local_id(2);
                  // share u(:,:,k)
                  s_q[es][j][i] = r_u[k];
                }
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int es = 0 + item_.get_local_id(0);
              {
                int j = 0 + item_.get_local_id(1);
                {
                  int i = 0 + item_.get_local_id(2);
                  double r_G00 = 0;
                  double r_G01 = 0;
                  double r_G02 = 0;
                  double r_G11 = 0;
                  double r_G12 = 0;
                  double r_G22 = 0;
                  double r_GwJ = 0;
                  if (r_e < Nelements) {
                    // prefetch geometric factors
                    const int gbase = 7 * (element * 27 + k * 3 * 3 + j * 3 + i);
                    r_GwJ = ggeo[gbase + 6];
                    r_G00 = ggeo[gbase + 0];
                    r_G01 = ggeo[gbase + 1];
                    r_G11 = ggeo[gbase + 3];
                    r_G12 = ggeo[gbase + 4];
                    r_G02 = ggeo[gbase + 2];
                    r_G22 = ggeo[gbase + 5];
                  }
                  double ur = 0.f;
                  double us = 0.f;
                  double ut = 0;
                  #pragma unroll 3
                  for (int m = 0; m < 3; m++) {
                    ut += s_D[k][m] * r_u[m];
                  }
                  #pragma unroll 3
                  for (int m = 0; m < 3; m++) {
                    ur += s_D[i][m] * s_q[es][j][m];
                    us += s_D[j][m] * s_q[es][m][i];
                  }
                  s_w[es][j][i] = r_G01 * ur + r_G11 * us + r_G12 * ut;
                  s_v[es][j][i] = r_G00 * ur + r_G01 * us + r_G02 * ut;
                  r_GDut = r_G02 * ur + r_G12 * us + r_G22 * ut;
                  r_Auk = r_GwJ * lambda * r_u[k];
                }
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int es = 0 + item_.get_local_id(0);
              {
                int j = 0 + item_.get_local_id(1);
                {
                  int i = 0 + item_.get_local_id(2);
                  #pragma unroll 3
                  for (int m = 0; m < 3; m++) {
                    r_Au[m] += s_D[k][m] * r_GDut;
                  }
                  #pragma unroll 3
                  for (int m = 0; m < 3; m++) {
                    r_Auk += s_D[m][j] * s_w[es][m][i];
                    r_Auk += s_D[m][i] * s_v[es][j][m];
                  }
                  r_Au[k] += r_Auk;
                }
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          //end Layer by layer
          // write out
          {
            int es = 0 + item_.get_local_id(0);
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                if (r_e < Nelements) {
                  const int id = element * 27 + j * 3 + i;
                  #pragma unroll 3
                  for (int k = 0; k < 3; k++) {
                    Aq[id + k * 3 * 3] = r_Au[k];
                  }
                }
              }
            }
          }
        }
      }();
    });
  });
}
