#include <occa/core/kernel.hpp>

// A `@shared` array passed to helpers whose parameter is an array (`float s[16]`,
// `float s[][16]`) or a pointer (`const float *s`), whole or one row of it: OpenCL needs the
// parameter in `__local` memory, and a helper also called with a private array gets a second
// copy for that one.
void fillRow(float s[16], int i, float v) {
  s[i] = v;
}

void fillRows(float s[][16], int r, int i, float v) {
  s[r][i] = v;
}

float prefixSum(const float *s, int n) {
  float t = 0;
  for (int k = 0; k < n; ++k) {
    t += s[k];
  }
  return t;
}

extern "C" void sharedArrayHelperParams(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *in, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 16;
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
