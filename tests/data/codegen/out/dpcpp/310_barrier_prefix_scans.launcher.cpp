#include <occa/core/kernel.hpp>

// Block prefix scans: Hillis-Steele (inclusive) with `@shared` ping-pong buffers chosen by a
// private flag of the `@outer` body flipped between rounds, and Blelloch (exclusive) up- and
// down-sweeps whose `@inner` bodies are guarded by `t < 64 / (2 * d)`; every round is a regular
// loop in the `@outer` body with an explicit `@barrier` after its `@inner` loop.
extern "C" void blockScans(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *x, occa::modeMemory_t *incl, occa::modeMemory_t *excl, occa::modeMemory_t *totals) {
  {
    const long long _occa_outer_x = (N + 63) / 64 - 0;
    const long long _occa_inner_x = 64;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, x, incl, excl, totals);
    }
  }
}
