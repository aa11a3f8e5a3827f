#include <sycl/sycl.hpp>

// nekRS gradientVolumeHex3D (src/core/kernels/gradientVolumeHex3D.okl), built as nekRS builds
// it for a CUDA device (`smXX` defined, so `#pragma unroll p_Nq` stands before the regular k
// loop that holds the barrier-separated 2-D @inner slices). The @exclusive register column
// s_Ploc is filled only in the k == 0 slice and read in every later slice; s_D is loaded at
// k == 0 only and must survive the later slices. p_Nq = 3, 4 elements.
extern "C" void _occa_gradientVolumeHex3D_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nelements, const double *__restrict__ vgeo, const double *__restrict__ D, const int &offset, const double *__restrict__ P, double *__restrict__ gradP) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 3, 3)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          // for all elements
          auto &s_P = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[3][3]>(item_.get_group());
          double s_Ploc[3];
          auto &s_D = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[3][3]>(item_.get_group());
          #pragma unroll 3
          for (int k = 0; k < 3; ++k) {
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                const int id = e * 27 + k * 3 * 3 + j * 3 + i;
                s_P[j][i] = P[id];
                if (k == 0) {
                  s_D[j][i] = D[j * 3 + i];
                }
                if (k == 0) {
                  #pragma unroll 3
                  for (int l = 0; l < 3; ++l) {
                    const int other_id = e * 27 + l * 3 * 3 + j * 3 + i;
                    s_Ploc[l] = P[other_id];
                  }
                }
              }
            }
            // Make sure all node data is loaded into @shared
            sycl::group_barrier(item_.get_group());
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                const int gid = e * 27 * 10 + k * 3 * 3 + j * 3 + i;
                const double drdx = vgeo[gid + 0 * 27];
                const double drdy = vgeo[gid + 1 * 27];
                const double drdz = vgeo[gid + 2 * 27];
                const double dsdx = vgeo[gid + 3 * 27];
                const double dsdy = vgeo[gid + 4 * 27];
                const double dsdz = vgeo[gid + 5 * 27];
                const double dtdx = vgeo[gid + 6 * 27];
                const double dtdy = vgeo[gid + 7 * 27];
                const double dtdz = vgeo[gid + 8 * 27];
                const double JW = vgeo[gid + 9 * 27];
                // compute 'r' and 's' derivatives of (q_m) at node n
                double dpdr = 0.f;
                double dpds = 0.f;
                double dpdt = 0.f;
                #pragma unroll 3
                for (int n = 0; n < 3; ++n) {
                  const double Dr = s_D[i][n];
                  const double Ds = s_D[j][n];
                  const double Dt = s_D[k][n];
                  dpdr += Dr * s_P[j][n];
                  dpds += Ds * s_P[n][i];
                  dpdt += Dt * s_Ploc[n];
                }
                const int id = e * 27 + k * 3 * 3 + j * 3 + i;
                gradP[id + 0 * offset] = JW * (drdx * dpdr + dsdx * dpds + dtdx * dpdt);
                gradP[id + 1 * offset] = JW * (drdy * dpdr + dsdy * dpds + dtdy * dpdt);
                gradP[id + 2 * offset] = JW * (drdz * dpdr + dsdz * dpds + dtdz * dpdt);
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          // k-loop
        }
      }();
    });
  });
}
