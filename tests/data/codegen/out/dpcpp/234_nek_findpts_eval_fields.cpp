#include <sycl/sycl.hpp>

// nekRS `findptsLocalEval` (pointInterpolation/findpts): per point, three Lagrange weight
// vectors are built into `@shared` arrays by a helper, then a regular loop over fields runs
// barrier-separated `@inner` loops whose tree reduction is chosen by `#if p_Nq > 16/8/4/2` on a
// `-D` value. `dfloat`/`dlong` come from `-D` as in nekRS; the helper receives `@shared` arrays
// and the iterator; `#pragma unroll p_Nq` sits on regular loops inside `@inner`.
static inline void lagrange_eval(double *wt, const double x, const int j) {
  // Weight of node j (nodes at 0, 1, ..., p_Nq - 1) for the point x.
  double w = 1;
  #pragma unroll 7
  for (int k = 0; k < 7; ++k) {
    if (k != j) {
      w *= (x - k) / (double)(j - k);
    }
  }
  wt[j] = w;
}

extern "C" void _occa_findptsLocalEval_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &pn, const int &Nfields, const int &fieldOffset, const int &outputOffset, const int *const __restrict__ el, const double *const __restrict__ r, const double *const __restrict__ in, double *const __restrict__ out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 7)]] {
      [=]() mutable {
        {
          int i = 0 + item_.get_group(2);
          auto &wtr = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[7]>(item_.get_group());
          auto &wts = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[7]>(item_.get_group());
          auto &wtt = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[7]>(item_.get_group());
          auto &sums = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[7]>(item_.get_group());
          {
            int j = 0 + item_.get_local_id(2);
            lagrange_eval(wtr, r[3 * i + 0], j);
            lagrange_eval(wts, r[3 * i + 1], j);
            lagrange_eval(wtt, r[3 * i + 2], j);
          }
          sycl::group_barrier(item_.get_group());
          for (int fld = 0; fld < Nfields; ++fld) {
            const int elemOffset = el[i] * (7 * 7 * 7) + fld * fieldOffset;
            {
              int j = 0 + item_.get_local_id(2);
              double sum_j = 0;
              #pragma unroll 7
              for (int k = 0; k < 7; ++k) {
                double sum_k = 0;
                for (int l = 0; l < 7; ++l) {
                  sum_k += in[elemOffset + j + k * 7 + l * 7 * 7] * wtt[l];
                }
                sum_j += wts[k] * sum_k;
              }
              sums[j] = wtr[j] * sum_j;
            }
            sycl::group_barrier(item_.get_group());
            {
              int j = 0 + item_.get_local_id(2);
              if (j < 4 && j < 7 - 4) {
                sums[j] += sums[j + 4];
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int j = 0 + item_.get_local_id(2);
              if (j < 2 && j < 7 - 2) {
                sums[j] += sums[j + 2];
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int j = 0 + item_.get_local_id(2);
              if (j == 0) {
                out[i + fld * outputOffset] = sums[0] + sums[1];
              }
            }
            sycl::group_barrier(item_.get_group());
          }
        }
      }();
    });
  });
}
