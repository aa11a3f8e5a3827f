#include <occa/core/kernel.hpp>

// Locals and parameters named like OpenCL C types, qualifiers and keywords (`half`,
// `image2d_t`, `kernel`, `global`, `local`, `constant`, `read_only`, `sampler_t`): C++ allows
// them, so every use is renamed consistently in OpenCL C.
float twiceOf(float global) {
  return 2.0f * global;
}

int plusOne(int local) {
  return local + 1;
}

extern "C" void openclKeywordNames(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *in, occa::modeMemory_t *out) {
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
