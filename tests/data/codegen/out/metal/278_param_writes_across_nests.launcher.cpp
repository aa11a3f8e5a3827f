#include <occa/core/kernel.hpp>

// By-value parameters written in one top-level `@outer` nest (once per group, per work-item)
// are the arguments again in the next nest (on a GPU a new launch reads the launcher's values),
// while writes in the kernel body between nests (host code in the launcher) do reach later
// nests: a nest under `if` on the written value, nests inside a regular loop whose iterations
// change the parameter, and a nest that writes its group copy again.
extern "C" void paramAcrossNests(occa::modeKernel_t **deviceKernels, const int &n, int &k, float &scale, occa::modeMemory_t *a, occa::modeMemory_t *b2, occa::modeMemory_t *c) {
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
      kernel(n, k, scale, a, b2, c);
    }
  }
  k += 1;
  if (k >= 3) {
    {
      const long long _occa_outer_x = n - 0;
      const long long _occa_inner_x = 4;
      occa::dim outer, inner;
      outer.dims = 1;
      outer[0] = _occa_outer_x;
      inner.dims = 1;
      inner[0] = _occa_inner_x;
      if (_occa_outer_x > 0 && _occa_inner_x > 0) {
        occa::kernel kernel(deviceKernels[1]);
        kernel.setRunDims(outer, inner);
        kernel(n, k, scale, a, b2, c);
      }
    }
  }
  for (int r = 0; r < 2; ++r) {
    {
      const long long _occa_outer_x = n - 0;
      const long long _occa_inner_x = 4;
      occa::dim outer, inner;
      outer.dims = 1;
      outer[0] = _occa_outer_x;
      inner.dims = 1;
      inner[0] = _occa_inner_x;
      if (_occa_outer_x > 0 && _occa_inner_x > 0) {
        occa::kernel kernel(deviceKernels[2]);
        kernel.setRunDims(outer, inner);
        kernel(n, k, scale, a, b2, c, r);
      }
    }
    k *= 3;
  }
}
