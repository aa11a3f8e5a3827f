#include <sycl/sycl.hpp>

// A nekRS-style blocked stiffness kernel (the shape of `ellipticPartialAxHex3D` with
// `p_NblockV` elements per work-group): `p_` macros built from each other, `@shared` arrays
// sized by macro products, `@exclusive` register arrays along k written in one section and
// read in later ones, a regular k loop around two barrier-separated `@inner` nests, `#pragma
// unroll p_Nq`, an `@inner(2)` level over the elements of the block with a guard for the
// last, partial block, and `dlong`/`dfloat` typedefs. p_Nq = 5 (odd), so no size divides.
typedef int dlong;

typedef double dfloat;

extern "C" void _occa_nekBlockedAx_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const dlong &Nelements, const dlong *__restrict__ elementList, const dfloat *__restrict__ ggeo, const dfloat *__restrict__ D, const dfloat &lambda, const dfloat *__restrict__ q, dfloat *__restrict__ Aq) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(2, 5, 5)]] {
      [=]() mutable {
        {
          dlong eo = 0 + (2 * item_.get_group(2));
          auto &s_D = *sycl::ext::oneapi::group_local_memory_for_overwrite<dfloat[5][5]>(item_.get_group());
          auto &s_q = *sycl::ext::oneapi::group_local_memory_for_overwrite<dfloat[2][5][5]>(item_.get_group());
          auto &s_Gq = *sycl::ext::oneapi::group_local_memory_for_overwrite<dfloat[2 * (5 * 5)]>(item_.get_group());
          dfloat r_q[5];
          dfloat r_Aq[5];
          dlong element;
          {
            int es = 0 + item_.get_local_id(0);
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                if (es == 0) {
                  s_D[j][i] = D[j * 5 + i];
                }
                element = eo + es < Nelements ? elementList[eo + es] : -1;
                #pragma unroll 5
                for (int k = 0; k < 5; ++k) {
                  r_q[k] = element >= 0 ? q[element * (5 * 5 * 5) + k * (5 * 5) + j * 5 + i] : 0;
                  r_Aq[k] = 0;
                }
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          #pragma unroll 5
          for (int k = 0; k < 5; ++k) {
            {
              int es = 0 + item_.get_local_id(0);
              {
                int j = 0 + item_.get_local_id(1);
                {
                  int i = 0 + item_.get_local_id(2);
                  s_q[es][j][i] = r_q[k];
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
                  if (element >= 0) {
                    dfloat qr = 0;
                    dfloat qs = 0;
                    #pragma unroll 5
                    for (int m = 0; m < 5; ++m) {
                      qr += s_D[i][m] * s_q[es][j][m];
                      qs += s_D[j][m] * s_q[es][m][i];
                    }
                    const dlong gbase = element * (5 * 5 * 5) * 2 + k * (5 * 5) + j * 5 + i;
                    s_Gq[es * (5 * 5) + j * 5 + i] = ggeo[gbase + 0 * (5 * 5 * 5)] * (qr + qs);
                    r_Aq[k] += s_Gq[es * (5 * 5) + j * 5 + i];
                  }
                }
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          {
            int es = 0 + item_.get_local_id(0);
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                if (element >= 0) {
                  #pragma unroll 5
                  for (int k = 0; k < 5; ++k) {
                    const dlong id = element * (5 * 5 * 5) + k * (5 * 5) + j * 5 + i;
                    const dfloat wj = ggeo[element * (5 * 5 * 5) * 2 + 1 * (5 * 5 * 5) + k * (5 * 5) + j * 5 + i];
                    Aq[id] = r_Aq[k] + lambda * wj * r_q[k];
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
