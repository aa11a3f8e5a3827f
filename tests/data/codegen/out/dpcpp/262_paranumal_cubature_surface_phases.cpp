#include <sycl/sycl.hpp>

// libParanumal cnsCubatureSurfaceQuad2D (solvers/cns/okl/cnsCubatureSurfaceQuad2D.okl) with the
// Roe and boundary physics replaced by linear fluxes of the same shape (helpers writing through
// pointer outputs, then `*flux -= ...`): five phases separated by `@barrier("local")` over one
// @inner loop of p_cubNq work-items, of which only p_Nq < p_cubNq load and store; @shared rows
// renamed by `#define s_rflux s_qM[0]` inside the kernel and passed, with 2-D and 3-D @shared
// arrays, to a helper taking array parameters; multi-declarator @exclusive register arrays
// filled in one phase and read in the next. The original fetches the operators through a
// flattened index into the first row (`s_cubInterp[0][id]`), which is out of bounds in C++
// (g++ -Warray-bounds rejects it in host code); here the index is split into row and column.
void upwindLinear(const double nx, const double ny, const double lam, const double rM, const double ruM, const double rvM, const double EM, const double rP, const double ruP, const double rvP, const double EP, double *rflux, double *ruflux, double *rvflux, double *Eflux) {
  const double qM = nx * ruM + ny * rvM;
  const double qP = nx * ruP + ny * rvP;
  *rflux = 0.5 * (qP + qM);
  *ruflux = 0.5 * nx * (EP + EM);
  *rvflux = 0.5 * ny * (EP + EM);
  *Eflux = 0.5 * lam * (qP + qM);
  *rflux -= 0.5 * lam * (rP - rM);
  *ruflux -= 0.5 * lam * (ruP - ruM);
  *rvflux -= 0.5 * lam * (rvP - rvM);
  *Eflux -= 0.5 * lam * (EP - EM);
}

void linearBoundaryConditions2D(const int bc, const double nx, const double ny, const double rM, const double ruM, const double rvM, const double EM, const double dudxM, const double dvdyM, double *rP, double *ruP, double *rvP, double *EP, double *dudxP, double *dvdyP) {
  if (bc == 1) {
    // wall: reflect the normal momentum
    const double qn = nx * ruM + ny * rvM;
    *rP = rM;
    *ruP = ruM - 2 * qn * nx;
    *rvP = rvM - 2 * qn * ny;
    *EP = EM;
    *dudxP = dudxM;
    *dvdyP = dvdyM;
    // outflow
  } else {
    *rP = 0.5 * rM;
    *EP = 0.5 * EM;
  }
}

void surfaceTerms(const int face, const int m, const int i, const int j, double s_cubProject[4][3], double s_rflux[4][4], double s_ruflux[4][4], double s_rvflux[4][4], double s_Eflux[4][4], double s_rhsq[4][3][3]) {
  double r = 0.f;
  double ru = 0.f;
  double rv = 0.f;
  double E = 0.f;
  #pragma unroll 4
  for (int n = 0; n < 4; ++n) {
    const double Pni = s_cubProject[n][m];
    r += Pni * s_rflux[face][n];
    ru += Pni * s_ruflux[face][n];
    rv += Pni * s_rvflux[face][n];
    E += Pni * s_Eflux[face][n];
  }
  s_rhsq[0][j][i] += r;
  s_rhsq[1][j][i] += ru;
  s_rhsq[2][j][i] += rv;
  s_rhsq[3][j][i] += E;
}

extern "C" void _occa_cnsCubatureSurfaceQuad2D_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nelements, const double *__restrict__ vgeo, const double *__restrict__ cubsgeo, const int *__restrict__ vmapM, const int *__restrict__ vmapP, const int *__restrict__ EToB, const double *__restrict__ cubInterp, const double *__restrict__ cubProject, const double &mu, const double &lam, const double *__restrict__ q, const double *__restrict__ gradq, double *__restrict__ rhsq) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          auto &s_rhsq = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][3][3]>(item_.get_group());
          auto &s_qM = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4][4]>(item_.get_group());
          auto &s_qP = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4][4]>(item_.get_group());
          auto &s_gradqM = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4][4]>(item_.get_group());
          auto &s_gradqP = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4][4]>(item_.get_group());
          // reuse @shared memory buffers
          double r_qM[4 * 4];
          double r_qP[4 * 4];
          double r_gradqM[4 * 4];
          double r_gradqP[4 * 4];
          auto &s_cubInterp = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[3][4]>(item_.get_group());
          auto &s_cubProject = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][3]>(item_.get_group());
          {
            int i = 0 + item_.get_local_id(2);
            if (i < 3) {
              #pragma unroll 4
              for (int face = 0; face < 4; face++) {
                const int id = e * 3 * 4 + face * 3 + i;
                const int idM = vmapM[id];
                const int idP = vmapP[id];
                const int eM = e;
                const int eP = idP / 9;
                const int vidM = idM % 9;
                const int vidP = idP % 9;
                const int qbaseM = eM * 9 * 4 + vidM;
                const int qbaseP = eP * 9 * 4 + vidP;
                const int sbaseM = eM * 9 * 4 + vidM;
                const int sbaseP = eP * 9 * 4 + vidP;
                #pragma unroll 4
                for (int fld = 0; fld < 4; ++fld) {
                  s_qM[fld][face][i] = q[qbaseM + fld * 9];
                  s_qP[fld][face][i] = q[qbaseP + fld * 9];
                  s_gradqM[fld][face][i] = gradq[sbaseM + fld * 9];
                  s_gradqP[fld][face][i] = gradq[sbaseP + fld * 9];
                }
              }
            }
            // zero out resulting surface contributions
            if (i < 3) {
              #pragma unroll 3
              for (int j = 0; j < 3; ++j) {
                s_rhsq[0][j][i] = 0.;
                s_rhsq[1][j][i] = 0.;
                s_rhsq[2][j][i] = 0.;
                s_rhsq[3][j][i] = 0.;
              }
            }
            // fetch reference operators
            #pragma unroll 3
            for (int j = 0; j < 3; ++j) {
              const int id = i + j * 4;
              s_cubInterp[j][i] = cubInterp[id];
              s_cubProject[id / 3][id % 3] = cubProject[id];
            }
          }
          sycl::group_barrier(item_.get_group());
          // interpolate traces, store them in registers
          {
            int i = 0 + item_.get_local_id(2);
            #pragma unroll 4
            for (int face = 0; face < 4; face++) {
              for (int fld = 0; fld < 4; ++fld) {
                r_qM[fld * 4 + face] = 0.;
                r_qP[fld * 4 + face] = 0.;
                r_gradqM[fld * 4 + face] = 0.;
                r_gradqP[fld * 4 + face] = 0.;
              }
            }
            #pragma unroll 3
            for (int n = 0; n < 3; n++) {
              const double Ini = s_cubInterp[n][i];
              #pragma unroll 4
              for (int face = 0; face < 4; face++) {
                r_qM[0 * 4 + face] += Ini * s_qM[0][face][n];
                r_qM[1 * 4 + face] += Ini * s_qM[1][face][n];
                r_qM[2 * 4 + face] += Ini * s_qM[2][face][n];
                r_qM[3 * 4 + face] += Ini * s_qM[3][face][n];
                r_qP[0 * 4 + face] += Ini * s_qP[0][face][n];
                r_qP[1 * 4 + face] += Ini * s_qP[1][face][n];
                r_qP[2 * 4 + face] += Ini * s_qP[2][face][n];
                r_qP[3 * 4 + face] += Ini * s_qP[3][face][n];
                r_gradqM[0 * 4 + face] += Ini * s_gradqM[0][face][n];
                r_gradqM[1 * 4 + face] += Ini * s_gradqM[1][face][n];
                r_gradqM[2 * 4 + face] += Ini * s_gradqM[2][face][n];
                r_gradqM[3 * 4 + face] += Ini * s_gradqM[3][face][n];
                r_gradqP[0 * 4 + face] += Ini * s_gradqP[0][face][n];
                r_gradqP[1 * 4 + face] += Ini * s_gradqP[1][face][n];
                r_gradqP[2 * 4 + face] += Ini * s_gradqP[2][face][n];
                r_gradqP[3 * 4 + face] += Ini * s_gradqP[3][face][n];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          // write fluxes to @shared (over the traces, which are no longer needed)
          {
            int i = 0 + item_.get_local_id(2);
            #pragma unroll 4
            for (int face = 0; face < 4; face++) {
              const int sk = e * 4 * 4 + face * 4 + i;
              const double nx = cubsgeo[sk * 3 + 0];
              const double ny = cubsgeo[sk * 3 + 1];
              const double WsJ = cubsgeo[sk * 3 + 2];
              const double rM = r_qM[0 * 4 + face];
              const double ruM = r_qM[1 * 4 + face];
              const double rvM = r_qM[2 * 4 + face];
              const double EM = r_qM[3 * 4 + face];
              const double dudxM = r_gradqM[0 * 4 + face];
              const double dudyM = r_gradqM[1 * 4 + face];
              const double dvdxM = r_gradqM[2 * 4 + face];
              const double dvdyM = r_gradqM[3 * 4 + face];
              double rP = r_qP[0 * 4 + face];
              double ruP = r_qP[1 * 4 + face];
              double rvP = r_qP[2 * 4 + face];
              double EP = r_qP[3 * 4 + face];
              double dudxP = r_gradqP[0 * 4 + face];
              double dudyP = r_gradqP[1 * 4 + face];
              double dvdxP = r_gradqP[2 * 4 + face];
              double dvdyP = r_gradqP[3 * 4 + face];
              const int bc = EToB[face + 4 * e];
              if (bc > 0) {
                linearBoundaryConditions2D(bc, nx, ny, rM, ruM, rvM, EM, dudxM, dvdyM, &rP, &ruP, &rvP, &EP, &dudxP, &dvdyP);
              }
              double rflux;
              double ruflux;
              double rvflux;
              double Eflux;
              upwindLinear(nx, ny, lam, rM, ruM, rvM, EM, rP, ruP, rvP, EP, &rflux, &ruflux, &rvflux, &Eflux);
              ruflux -= 0.5 * mu * (nx * (dudxP + dudxM) + ny * (dudyP + dudyM));
              rvflux -= 0.5 * mu * (nx * (dvdxP + dvdxM) + ny * (dvdyP + dvdyM));
              Eflux -= 0.5 * mu * (nx * (dudxP + dvdyM) + ny * (dvdyP + dudxM));
              s_qM[0][face][i] = WsJ * -rflux;
              s_qM[1][face][i] = WsJ * -ruflux;
              s_qM[2][face][i] = WsJ * -rvflux;
              s_qM[3][face][i] = WsJ * -Eflux;
            }
          }
          sycl::group_barrier(item_.get_group());
          // face 0 & 2
          {
            int i = 0 + item_.get_local_id(2);
            if (i < 3) {
              surfaceTerms(0, i, i, 0, s_cubProject, s_qM[0], s_qM[1], s_qM[2], s_qM[3], s_rhsq);
              surfaceTerms(2, i, i, 3 - 1, s_cubProject, s_qM[0], s_qM[1], s_qM[2], s_qM[3], s_rhsq);
            }
          }
          sycl::group_barrier(item_.get_group());
          // face 1 & 3
          {
            int j = 0 + item_.get_local_id(2);
            if (j < 3) {
              surfaceTerms(1, j, 3 - 1, j, s_cubProject, s_qM[0], s_qM[1], s_qM[2], s_qM[3], s_rhsq);
              surfaceTerms(3, j, 0, j, s_cubProject, s_qM[0], s_qM[1], s_qM[2], s_qM[3], s_rhsq);
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int i = 0 + item_.get_local_id(2);
            if (i < 3) {
              #pragma unroll 3
              for (int j = 0; j < 3; ++j) {
                const int gid = e * 9 * 2 + j * 3 + i;
                const double invJW = vgeo[gid + 1 * 9];
                const int base = e * 9 * 4 + j * 3 + i;
                rhsq[base + 0 * 9] += invJW * s_rhsq[0][j][i];
                rhsq[base + 1 * 9] += invJW * s_rhsq[1][j][i];
                rhsq[base + 2 * 9] += invJW * s_rhsq[2][j][i];
                rhsq[base + 3 * 9] += invJW * s_rhsq[3][j][i];
              }
            }
          }
        }
      }();
    });
  });
}
