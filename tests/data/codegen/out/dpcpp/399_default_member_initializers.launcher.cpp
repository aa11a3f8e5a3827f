#include <occa/core/kernel.hpp>

// Records with only data members and default member initializers (`int hits = 3;`, a brace
// initializer, a nested record with its own), default-initialised in an `@inner` body and as an
// `@exclusive` object, and as `@shared` elements, which are uninitialised on every backend and
// which each work-item assigns before they are read.
struct Counts {
  int hits = 3;
  int misses = {4};
};

struct Cell {
  float w = 0.5f;
  Counts c;
  int tag = -1;
};

extern "C" void defaultMemberInits(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *in, occa::modeMemory_t *out, occa::modeMemory_t *tags) {
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, in, out, tags);
    }
  }
}
