#include <occa/core/kernel.hpp>

// Kernel arguments of many kinds: a struct by `const` reference, a `float2`-like struct by
// value, `bool`, `char`, `unsigned long long` and `unsigned short` scalars, an array of
// structs, and `long long` output. On the host backends a reference parameter stays a
// reference; the metadata lists every argument with its const/ptr flags and dtype.
typedef struct {
  float x;
  float y;
} float2_t;

struct Params {
  int n;
  float scale;
  double offset;
};

extern "C" void argumentKinds(occa::modeKernel_t **deviceKernels, const Params &p, const float2_t &shift, const bool &flip, const char &tag, const unsigned long long &big, unsigned short &us, occa::modeMemory_t *pts, occa::modeMemory_t *out, occa::modeMemory_t *ids) {
  {
    const long long _occa_outer_x = p.n - 0;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(p, shift, flip, tag, big, us, pts, out, ids);
    }
  }
}
