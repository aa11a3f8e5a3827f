#include <occa/core/kernel.hpp>

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
  #pragma GCC unroll 4
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

extern "C" void cnsCubatureSurfaceQuad2D(occa::modeKernel_t **deviceKernels, const int &Nelements, occa::modeMemory_t *vgeo, occa::modeMemory_t *cubsgeo, occa::modeMemory_t *vmapM, occa::modeMemory_t *vmapP, occa::modeMemory_t *EToB, occa::modeMemory_t *cubInterp, occa::modeMemory_t *cubProject, const double &mu, const double &lam, occa::modeMemory_t *q, occa::modeMemory_t *gradq, occa::modeMemory_t *rhsq) {
  {
    const long long _occa_outer_x = Nelements - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(Nelements, vgeo, cubsgeo, vmapM, vmapP, EToB, cubInterp, cubProject, mu, lam, q, gradq, rhsq);
    }
  }
}
