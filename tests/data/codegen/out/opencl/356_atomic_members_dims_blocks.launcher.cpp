#include <occa/core/kernel.hpp>

// @atomic on struct members (through an array element and through a pointer), on elements of
// @dim parameters and of a @dim @shared array, and on blocks, in both spellings: a histogram
// kernel that keeps per-bin records and a per-block min/max/xor.
typedef struct {
  int count;
  int sum;
  int mask;
} bin_t;

extern "C" void binRecords(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *x, occa::modeMemory_t *raw, occa::modeMemory_t *hist, occa::modeMemory_t *shsum, occa::modeMemory_t *minmax) {
  {
    const long long _occa_outer_x = (N + 15) / 16 - 0;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, x, raw, hist, shsum, minmax);
    }
  }
}
