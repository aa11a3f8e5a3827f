#include <occa/core/kernel.hpp>

// Adapted from libParanumal libs/core/okl/blockShflScan.okl: the warp shuffles are replaced by
// a ping-pong @shared scan. @exclusive lane/warp/index/value carried through six
// barrier-separated @inner loops, a regular loop with two iterators (`d <<= 1, p ^= 1`) around
// one of them, warp offsets in @shared memory scanned by one work-item, an @atomic histogram.
typedef int dlong;

typedef int entry_t;

typedef int scan_t;

static inline scan_t entryMap(const entry_t a, const entry_t a1) {
  return a != a1 ? 1 : 0;
}

extern "C" void blockScan(occa::modeKernel_t **deviceKernels, dlong &N, occa::modeMemory_t *o_a, occa::modeMemory_t *o_scana, occa::modeMemory_t *o_offsets, occa::modeMemory_t *o_hist) {
  {
    const long long _occa_outer_x = (N + 16 - 1) / 16 - 0;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, o_a, o_scana, o_offsets, o_hist);
    }
  }
}
