#include <sycl/sycl.hpp>

// libParanumal/nekRS-style spectral-element gradient on hexahedra: `@exclusive` register
// columns `r_q[p_Nq]` and `r_dqdt[p_Nq]` filled under `#pragma unroll p_Nq`, a `#pragma unroll`
// regular loop over k-slices in the `@outer` body with explicit `@barrier`s between the 2-D
// `@inner` nests, and a barrier at the end of each slice iteration of a register loop inside an
// `@inner` body (uniform constant trip count).
// Defines: -Dp_Nq=4
extern "C" void _occa_gradientHex3D_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nelements, const float *D, const float *q, float *grad) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          auto &s_D = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[4][4]>(item_.get_group());
          auto &s_q = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[4][4]>(item_.get_group());
          float r_q[4];
          float r_dqdt[4];
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              s_D[j][i] = D[j * 4 + i];
              #pragma unroll 4
              for (int k = 0; k < 4; ++k) {
                r_q[k] = q[e * (4 * 4 * 4) + k * 4 * 4 + j * 4 + i];
                r_dqdt[k] = 0.0f;
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              #pragma unroll 4
              for (int k = 0; k < 4; ++k) {
                float t = 0.0f;
                #pragma unroll 4
                for (int m = 0; m < 4; ++m) {
                  t += s_D[k][m] * r_q[m];
                }
                r_dqdt[k] = t;
                sycl::group_barrier(item_.get_group());
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
                s_q[j][i] = r_q[k];
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                float dr = 0.0f;
                float ds = 0.0f;
                #pragma unroll 4
                for (int m = 0; m < 4; ++m) {
                  dr += s_D[i][m] * s_q[j][m];
                  ds += s_D[j][m] * s_q[m][i];
                }
                const int id = e * 3 * (4 * 4 * 4) + k * 4 * 4 + j * 4 + i;
                grad[id] = dr;
                grad[id + 4 * 4 * 4] = ds;
                grad[id + 2 * (4 * 4 * 4)] = r_dqdt[k];
              }
            }
            sycl::group_barrier(item_.get_group());
          }
        }
      }();
    });
  });
}
