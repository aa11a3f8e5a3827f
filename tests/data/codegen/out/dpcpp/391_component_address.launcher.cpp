#include <occa/core/kernel.hpp>

// The address of a struct component, `&v.x`, of a private struct and of an element of a
// `@shared` array of structs, kept in a local pointer and passed to a helper taking `float *`:
// the helper is called with private and `__local` pointers, one copy each on OpenCL.
struct pair2 {
  float x;
  float y;
};

void scaleInto(float *p, float s) {
  *p *= s;
}

extern "C" void componentAddress(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *in, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, in, out);
    }
  }
}
