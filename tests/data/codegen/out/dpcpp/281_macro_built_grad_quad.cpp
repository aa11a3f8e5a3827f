#include <sycl/sycl.hpp>

// A libParanumal-style kernel assembled from macros: the name pasted from `-D p_Nq` through a
// two-level CAT (`gradQuad2D_4`), a stringized pasted name sizing a local array, `p_Np` from
// `p_Nq`, an `@exclusive` register column declared only `#if p_Nq >= 4` (with the plain
// `@shared` reads in the `#else` branch), `#pragma unroll p_Nq` before regular loops in
// `@inner` bodies, a `#define`d accessor for the transposed `@shared` tile, `dfloat`/`dlong`
// from `-D`, and a second kernel of the same macro that is not called.
extern "C" void _occa_gradQuad2D_4_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nelements, const double *D, const double *q, double *grad, int *tagLen) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          auto &s_D = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          auto &s_q = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          double r_col[4];
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int id = e * (4 * 4) + j * 4 + i;
              s_q[j][i] = q[id];
              s_D[j][i] = D[j * 4 + i];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              #pragma unroll 4
              for (int m = 0; m < 4; ++m) {
                r_col[m] = s_q[m][i];
              }
              double qr = 0;
              double qs = 0;
              #pragma unroll 4
              for (int m = 0; m < 4; ++m) {
                qr += s_D[i][m] * s_q[j][m];
                qs += s_D[j][m] * r_col[m];
              }
              const int id = e * (4 * 4) + j * 4 + i;
              grad[2 * id + 0] = qr;
              grad[2 * id + 1] = qs;
              const char tag[] = "grad_4";
              if (e == 0 && i == 0 && j == 0) {
                tagLen[0] = (int)sizeof(tag) * 10 + (tag[5] - '0');
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_unusedQuad2D_4_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nelements, double *q) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          {
            int i = 0 + item_.get_local_id(2);
            q[e * (4 * 4) + i] *= 2;
          }
        }
      }();
    });
  });
}
