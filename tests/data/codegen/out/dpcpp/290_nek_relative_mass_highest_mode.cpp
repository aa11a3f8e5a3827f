#include <sycl/sycl.hpp>

#include <cmath>

// nekRS relativeMassHighestMode (Nek5000/nekRS okl/cds/regularization/relativeMassHighestMode.okl,
// BSD-3 licence) verbatim: a filter applied by three tensor contractions, the first into an
// @exclusive register column, then a regular k loop (its `#pragma unroll p_Nq` only under
// `#ifdef smXX`) of barrier-separated @inner nests moving slices through @shared, @shared
// accumulators zeroed by a strided loop over p_blockSize, and a p_blockSize tree reduction whose
// 512 and 256 steps sit under `#if p_blockSize > 512/256` (built here with p_blockSize=1024 from
// 16 work-items, so every step runs), ending in log10 of a ratio.
// OCCA's host runtime supplies <cmath> (serial/include_std); a standalone build includes it.
extern "C" void _occa_relativeMassHighestMode_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nelements, const int &is, const int &offset, const double *__restrict__ fMT, const double *__restrict__ massMatrix, const double *__restrict__ U, double *__restrict__ filteredU, double *__restrict__ logRelativeMassHighestMode) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          // for all elements
          auto &s_U = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          auto &s_FT = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          auto &s_filtered = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[1024]>(item_.get_group());
          auto &s_unfiltered = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[1024]>(item_.get_group());
          double r_Un[4];
          double r_U[4];
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int id = i + j * 4;
              s_FT[j][i] = fMT[id + is * 4 * 4];
              #pragma unroll 4
              for (int k = 0; k < 4; ++k) {
                r_Un[k] = 0.f;
              }
              for (int k = j * 4 + i; k < 1024; k += 4 * 4) {
                s_filtered[k] = 0.0;
                s_unfiltered[k] = 0.0;
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          //read and multiply in k
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              #pragma unroll 4
              for (int k = 0; k < 4; ++k) {
                const int id = e * 64 + k * 4 * 4 + j * 4 + i;
                const double uc = U[id + offset];
                // Could be hold for less global reads
                r_U[k] = uc;
                #pragma unroll 4
                for (int n = 0; n < 4; ++n) {
                  const double Ik = s_FT[k][n];
                  r_Un[n] += Ik * uc;
                }
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          for (int k = 0; k < 4; ++k) {
            //load slice to @shared
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                s_U[j][i] = r_Un[k];
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                r_Un[k] = 0.f;
                #pragma unroll 4
                for (int n = 0; n < 4; n++) {
                  const double Ii = s_FT[n][i];
                  r_Un[k] += Ii * s_U[j][n];
                }
              }
            }
            sycl::group_barrier(item_.get_group());
            //load multiplied data to shared
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                s_U[j][i] = r_Un[k];
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                r_Un[k] = 0.f;
                #pragma unroll 4
                for (int n = 0; n < 4; n++) {
                  const double Ij = s_FT[n][j];
                  r_Un[k] += Ij * s_U[n][i];
                }
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              #pragma unroll 4
              for (int k = 0; k < 4; ++k) {
                const int tid = j * 4 + i;
                const int id = e * 64 + k * 4 * 4 + j * 4 + i;
                const double JW = massMatrix[id];
                const double unfilteredVal = r_U[k];
                const double filteredDiff = unfilteredVal - r_Un[k];
                filteredU[id] = filteredDiff;
                s_filtered[tid] += JW * filteredDiff * filteredDiff;
                s_unfiltered[tid] += JW * unfilteredVal * unfilteredVal;
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          // reduce p_Nq * p_Nq to single value
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int t = j * 4 + i;
              if (t < 512) {
                s_filtered[t] += s_filtered[t + 512];
                s_unfiltered[t] += s_unfiltered[t + 512];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int t = j * 4 + i;
              if (t < 256) {
                s_filtered[t] += s_filtered[t + 256];
                s_unfiltered[t] += s_unfiltered[t + 256];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int t = j * 4 + i;
              if (t < 128) {
                s_filtered[t] += s_filtered[t + 128];
                s_unfiltered[t] += s_unfiltered[t + 128];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int t = j * 4 + i;
              if (t < 64) {
                s_filtered[t] += s_filtered[t + 64];
                s_unfiltered[t] += s_unfiltered[t + 64];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int t = j * 4 + i;
              if (t < 32) {
                s_filtered[t] += s_filtered[t + 32];
                s_unfiltered[t] += s_unfiltered[t + 32];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int t = j * 4 + i;
              if (t < 16) {
                s_filtered[t] += s_filtered[t + 16];
                s_unfiltered[t] += s_unfiltered[t + 16];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int t = j * 4 + i;
              if (t < 8) {
                s_filtered[t] += s_filtered[t + 8];
                s_unfiltered[t] += s_unfiltered[t + 8];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int t = j * 4 + i;
              if (t < 4) {
                s_filtered[t] += s_filtered[t + 4];
                s_unfiltered[t] += s_unfiltered[t + 4];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int t = j * 4 + i;
              if (t < 2) {
                s_filtered[t] += s_filtered[t + 2];
                s_unfiltered[t] += s_unfiltered[t + 2];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int t = j * 4 + i;
              if (t < 1) {
                const double filteredNorm = s_filtered[0] + s_filtered[1];
                const double unfilteredNorm = s_unfiltered[0] + s_unfiltered[1];
                const double S = filteredNorm / unfilteredNorm;
                logRelativeMassHighestMode[e] = log10(S);
              }
            }
          }
        }
      }();
    });
  });
}
