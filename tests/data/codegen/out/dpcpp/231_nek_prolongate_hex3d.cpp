#include <sycl/sycl.hpp>

// nekRS `prolongateHex3D` (src/mesh/kernels/prolongateHex3D.okl): multigrid prolongation of
// a coarse hex element (p_NqCoarse^3 nodes) to a fine one (p_NqFine^3) by three 1-D
// interpolations, on a 2-D work-group of p_NqFine^2 work-items of which only some are active in
// each phase: an `@exclusive` register array filled along the third direction under a guard,
// then a regular loop over fine planes whose body starts with an explicit `@barrier()` and holds
// three barrier-separated `@inner` nests (two guarded), with `@shared` arrays addressed through
// a flattened row (`s_R[0][t]`) and by `t % Nc`, `t / Nc`.
typedef int dlong;

typedef double dfloat;

typedef float pfloat;

extern "C" void _occa_prolongateHex3D_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const dlong &Nelements, const pfloat *__restrict__ R, const pfloat *__restrict__ qc, pfloat *__restrict__ qN) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 5, 5)]] {
      [=]() mutable {
        {
          dlong e = 0 + item_.get_group(2);
          dfloat r_q[5];
          auto &s_q = *sycl::ext::oneapi::group_local_memory_for_overwrite<dfloat[3][3]>(item_.get_group());
          auto &s_Pq = *sycl::ext::oneapi::group_local_memory_for_overwrite<dfloat[5][3]>(item_.get_group());
          auto &s_R = *sycl::ext::oneapi::group_local_memory_for_overwrite<dfloat[3][5]>(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              int t = i + j * 5;
              if (t < 3 * 5) {
                s_R[0][t] = R[t];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int t = i + j * 5;
              if (t < 3 * 3) {
                for (int k = 0; k < 5; ++k) {
                  r_q[k] = 0;
                }
                for (int k = 0; k < 3; ++k) {
                  const int id = t + k * 3 * 3 + e * 27;
                  const dfloat tmp = qc[id];
                  for (int m = 0; m < 5; ++m) {
                    r_q[m] += s_R[k][m] * tmp;
                  }
                }
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          for (int k = 0; k < 5; ++k) {
            sycl::group_barrier(item_.get_group());
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                const int t = i + j * 5;
                if (t < 3 * 3) {
                  const int ti = t % 3;
                  const int tj = t / 3;
                  s_q[tj][ti] = r_q[k];
                }
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                const int t = i + j * 5;
                if (t < 3 * 5) {
                  const int ti = t % 3;
                  const int tj = t / 3;
                  dfloat res = 0;
                  for (int m = 0; m < 3; ++m) {
                    res += s_R[m][tj] * s_q[m][ti];
                  }
                  s_Pq[tj][ti] = res;
                }
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                dfloat res = 0;
                for (int m = 0; m < 3; ++m) {
                  res += s_R[m][i] * s_Pq[j][m];
                }
                const int id = i + j * 5 + k * 5 * 5 + e * 125;
                qN[id] += res;
              }
            }
            sycl::group_barrier(item_.get_group());
          }
        }
      }();
    });
  });
}
