#include <sycl/sycl.hpp>

// nekRS fusedFDM_v0 (src/elliptic/kernels/fusedFDM.okl, the p_restrict = 0 build): the Schwarz
// smoother's fast-diagonalisation solve on one extended element per work-group, verbatim. Two
// @shared 3-D work volumes pass through 2-D @inner nests without axis numbers whose iterators
// change roles from nest to nest ((j, i) in a regular k loop with `@barrier()` at its top, then
// (k, j), (k, i), (j, i), (i, j) with the transposed loop order), `#pragma unroll` without a count
// on regular loops inside the @inner bodies, and an @exclusive `element` written only in the
// first nest (inside the regular k loop) and read by every later nest.
extern "C" void _occa_fusedFDM_v0_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nelements, const int *__restrict__ elementList, double *__restrict__ Su, const double *__restrict__ S_x, const double *__restrict__ S_y, const double *__restrict__ S_z, const double *__restrict__ inv_L, double *__restrict__ u) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int my_elem = 0 + item_.get_group(2);
          auto &S_x_e = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          auto &S_y_e = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          auto &S_z_e = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          auto &S_x_eT = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          auto &S_y_eT = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          auto &S_z_eT = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          auto &work1 = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4][4]>(item_.get_group());
          auto &work2 = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4][4]>(item_.get_group());
          int element;
          for (int k = 0; k < 4; ++k) {
            sycl::group_barrier(item_.get_group());
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                element = elementList[my_elem];
                const int elem_offset = element * 4 * 4 * 4;
                const int idx = i + j * 4 + k * 4 * 4 + elem_offset;
                work1[k][j][i] = u[idx];
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          sycl::group_barrier(item_.get_group());
          {
            int k = 0 + item_.get_local_id(1);
            {
              int j = 0 + item_.get_local_id(2);
              if (k >= 1 && k < 4 - 1 && j >= 1 && j < 4 - 1) {
                const int l1 = 0;
                const int l2 = 2;
                work1[l1][j][k] = work1[l1][j][k] - work1[l2][j][k];
                work1[4 - l1 - 1][j][k] = work1[4 - l1 - 1][j][k] - work1[4 - l2 - 1][j][k];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int k = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              if (k >= 1 && k < 4 - 1 && i >= 1 && i < 4 - 1) {
                const int l1 = 0;
                const int l2 = 2;
                work1[i][l1][k] = work1[i][l1][k] - work1[i][l2][k];
                work1[i][4 - l1 - 1][k] = work1[i][4 - l1 - 1][k] - work1[i][4 - l2 - 1][k];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              if (i >= 1 && i < 4 - 1 && j >= 1 && j < 4 - 1) {
                const int l1 = 0;
                const int l2 = 2;
                work1[i][j][l1] = work1[i][j][l1] - work1[i][j][l2];
                work1[i][j][4 - l1 - 1] = work1[i][j][4 - l1 - 1] - work1[i][j][4 - l2 - 1];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int i = 0 + item_.get_local_id(1);
            {
              int j = 0 + item_.get_local_id(2);
              const int ij = j + i * 4;
              S_x_e[i][j] = S_x[ij + element * 4 * 4];
              S_y_e[i][j] = S_y[ij + element * 4 * 4];
              S_z_e[i][j] = S_z[ij + element * 4 * 4];
              S_x_eT[j][i] = S_x_e[i][j];
              S_y_eT[j][i] = S_y_e[i][j];
              S_z_eT[j][i] = S_z_e[i][j];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int k = 0 + item_.get_local_id(1);
            {
              int j = 0 + item_.get_local_id(2);
              #pragma unroll
              for (int i = 0; i < 4; i++) {
                double value = 0.0;
                #pragma unroll
                for (int l = 0; l < 4; l++) {
                  value += S_x_eT[j][l] * work1[k][i][l];
                }
                work2[k][j][i] = value;
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int k = 0 + item_.get_local_id(1);
            {
              int j = 0 + item_.get_local_id(2);
              #pragma unroll
              for (int i = 0; i < 4; i++) {
                double value = 0.0;
                #pragma unroll
                for (int l = 0; l < 4; l++) {
                  value += S_y_eT[j][l] * work2[k][i][l];
                }
                work1[j][i][k] = value;
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          for (int k = 0; k < 4; k++) {
            sycl::group_barrier(item_.get_group());
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                const int v = i + j * 4 + k * 4 * 4;
                double value = 0.0;
                #pragma unroll
                for (int l = 0; l < 4; l++) {
                  value += S_z_eT[k][l] * work1[j][i][l];
                }
                work2[k][j][i] = value * inv_L[v + element * 4 * 4 * 4];
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          sycl::group_barrier(item_.get_group());
          {
            int k = 0 + item_.get_local_id(1);
            {
              int j = 0 + item_.get_local_id(2);
              #pragma unroll
              for (int i = 0; i < 4; i++) {
                double value = 0.0;
                #pragma unroll
                for (int l = 0; l < 4; l++) {
                  value += S_x_e[i][l] * work2[k][j][l];
                }
                work1[k][i][j] = value;
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int k = 0 + item_.get_local_id(1);
            {
              int j = 0 + item_.get_local_id(2);
              #pragma unroll
              for (int i = 0; i < 4; i++) {
                double value = 0.0;
                #pragma unroll
                for (int l = 0; l < 4; l++) {
                  value += S_y_e[j][l] * work1[k][i][l];
                }
                work2[j][i][k] = value;
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          for (int k = 0; k < 4; k++) {
            sycl::group_barrier(item_.get_group());
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                double value = 0.0;
                #pragma unroll
                for (int l = 0; l < 4; l++) {
                  value += S_z_e[k][l] * work2[j][i][l];
                }
                const int elem_offset = element * 4 * 4 * 4;
                const int v = i + j * 4 + k * 4 * 4 + elem_offset;
                Su[v] = value;
                work1[k][j][i] = value;
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          sycl::group_barrier(item_.get_group());
          {
            int k = 0 + item_.get_local_id(1);
            {
              int j = 0 + item_.get_local_id(2);
              if (k >= 1 && k < 4 - 1 && j >= 1 && j < 4 - 1) {
                const int l1 = 0;
                const int l2 = 0;
                work2[l1][j][k] = work1[l2][j][k];
                work2[4 - l1 - 1][j][k] = work1[4 - l2 - 1][j][k];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int k = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              if (k >= 1 && k < 4 - 1 && i >= 1 && i < 4 - 1) {
                const int l1 = 0;
                const int l2 = 0;
                work2[i][l1][k] = work1[i][l2][k];
                work2[i][4 - l1 - 1][k] = work1[i][4 - l2 - 1][k];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              if (i >= 1 && i < 4 - 1 && j >= 1 && j < 4 - 1) {
                const int l1 = 0;
                const int l2 = 0;
                work2[i][j][l1] = work1[i][j][l2];
                work2[i][j][4 - l1 - 1] = work1[i][j][4 - l2 - 1];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          for (int k = 0; k < 4; ++k) {
            sycl::group_barrier(item_.get_group());
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                const int elem_offset = element * 4 * 4 * 4;
                const int idx = i + j * 4 + k * 4 * 4 + elem_offset;
                u[idx] = work2[k][j][i];
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          /* if (!p_restrict) */
        }
      }();
    });
  });
}
