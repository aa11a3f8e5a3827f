#include <occa/core/kernel.hpp>

#include <cmath>

// nekRS computeMaxVisc (Nek5000/nekRS okl/cds/regularization/computeMaxVisc.okl, BSD-3 licence)
// verbatim: `inline` helpers taking `@restrict` pointer parameters (six guarded neighbour
// distances, a sine ramp using M_PI), a `const bool` kernel parameter, an @exclusive sensor read
// in the last nest only, a regular k loop of @inner nests with `@barrier("local")` after each,
// a p_blockSize max-reduction (built with p_blockSize=512: the `> 512` step is compiled out,
// the `> 256` one kept) from 9 work-items, and a `#pragma unroll` loop writing every point.
// The original's unused `const int id` in the first nest is dropped (g++ -Wall -Werror).
// OCCA's host runtime supplies <cmath> (serial/include_std); a standalone build includes it.
inline double computeMinGLLGridSpacing(const int i, const int j, const int k, const int e, const double *__restrict__ x, const double *__restrict__ y, const double *__restrict__ z) {
  const int index = e * 27 + k * 3 * 3 + j * 3 + i;
  const double x_curr = x[index];
  const double y_curr = y[index];
  const double z_curr = z[index];
  double he = 1e8;
  // (i+1, j, k)
  if (i < 3 - 1) {
    const int iid = i + 1;
    const int jid = j;
    const int kid = k;
    const int id = e * 27 + kid * 3 * 3 + jid * 3 + iid;
    const double dx = x[id] - x_curr;
    const double dy = y[id] - y_curr;
    const double dz = z[id] - z_curr;
    const double dist = dx * dx + dy * dy + dz * dz;
    he = he < dist ? he : dist;
  }
  // (i-1, j, k)
  if (i > 0) {
    const int iid = i - 1;
    const int jid = j;
    const int kid = k;
    const int id = e * 27 + kid * 3 * 3 + jid * 3 + iid;
    const double dx = x[id] - x_curr;
    const double dy = y[id] - y_curr;
    const double dz = z[id] - z_curr;
    const double dist = dx * dx + dy * dy + dz * dz;
    he = he < dist ? he : dist;
  }
  // (i, j+1, k)
  if (j < 3 - 1) {
    const int iid = i;
    const int jid = j + 1;
    const int kid = k;
    const int id = e * 27 + kid * 3 * 3 + jid * 3 + iid;
    const double dx = x[id] - x_curr;
    const double dy = y[id] - y_curr;
    const double dz = z[id] - z_curr;
    const double dist = dx * dx + dy * dy + dz * dz;
    he = he < dist ? he : dist;
  }
  // (i, j-1, k)
  if (j > 0) {
    const int iid = i;
    const int jid = j - 1;
    const int kid = k;
    const int id = e * 27 + kid * 3 * 3 + jid * 3 + iid;
    const double dx = x[id] - x_curr;
    const double dy = y[id] - y_curr;
    const double dz = z[id] - z_curr;
    const double dist = dx * dx + dy * dy + dz * dz;
    he = he < dist ? he : dist;
  }
  // (i, j, k+1)
  if (k < 3 - 1) {
    const int iid = i;
    const int jid = j;
    const int kid = k + 1;
    const int id = e * 27 + kid * 3 * 3 + jid * 3 + iid;
    const double dx = x[id] - x_curr;
    const double dy = y[id] - y_curr;
    const double dz = z[id] - z_curr;
    const double dist = dx * dx + dy * dy + dz * dz;
    he = he < dist ? he : dist;
  }
  // (i, j, k-1)
  if (k > 0) {
    const int iid = i;
    const int jid = j;
    const int kid = k - 1;
    const int id = e * 27 + kid * 3 * 3 + jid * 3 + iid;
    const double dx = x[id] - x_curr;
    const double dy = y[id] - y_curr;
    const double dz = z[id] - z_curr;
    const double dist = dx * dx + dy * dy + dz * dz;
    he = he < dist ? he : dist;
  }
  return sqrt(he);
}

inline double nu_k(const double s, const double logReferenceSensor, const double ramp) {
  double multiplier = 0.0;
  if (s < logReferenceSensor - ramp) {
    multiplier = 0.0;
  } else if (s > logReferenceSensor + ramp) {
    multiplier = 1.0;
  } else {
    multiplier = 0.5 * (1.0 + sin(M_PI * (s - logReferenceSensor) / (2.0 * ramp)));
  }
  return multiplier;
}

extern "C" void computeMaxVisc(occa::modeKernel_t **deviceKernels, const int &Nelements, const int &fieldOffset, const double &logReferenceSensor, const double &rampParameter, const double &visCoeff, const double &scalingCoeff, const double &Uinf, const bool &useHPFResidual, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *z, occa::modeMemory_t *U, occa::modeMemory_t *hpfResidual, occa::modeMemory_t *logRelativeMassHighestMode, occa::modeMemory_t *epsilons) {
  {
    const long long _occa_outer_x = Nelements - 0;
    const long long _occa_inner_x = 3;
    const long long _occa_inner_y = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(Nelements, fieldOffset, logReferenceSensor, rampParameter, visCoeff, scalingCoeff, Uinf, useHPFResidual, x, y, z, U, hpfResidual, logRelativeMassHighestMode, epsilons);
    }
  }
}
