#include <occa/core/kernel.hpp>

// Top-level `@outer` loops selected at run time: unbraced `if`/`else` branches that are
// `@outer` loops, an `@outer` loop in a `switch` case, and one in a `do { } while (0)`
// macro wrapper. On OpenMP each of them is a parallel loop.
extern "C" void outerInIf(occa::modeKernel_t **deviceKernels, const int &mode, const int &n, occa::modeMemory_t *out) {
  if (mode == 0) {
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
        kernel(mode, n, out);
      }
    }
  } else {
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
        kernel(mode, n, out);
      }
    }
  }
  switch (mode) {
    case 1:
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
          kernel(mode, n, out);
        }
      }
      break;
    default:
      {
        const long long _occa_outer_x = n - 0;
        const long long _occa_inner_x = 4;
        occa::dim outer, inner;
        outer.dims = 1;
        outer[0] = _occa_outer_x;
        inner.dims = 1;
        inner[0] = _occa_inner_x;
        if (_occa_outer_x > 0 && _occa_inner_x > 0) {
          occa::kernel kernel(deviceKernels[3]);
          kernel.setRunDims(outer, inner);
          kernel(mode, n, out);
        }
      }
  }
  do {
    {
      const long long _occa_outer_x = n - 0;
      const long long _occa_inner_x = 4;
      occa::dim outer, inner;
      outer.dims = 1;
      outer[0] = _occa_outer_x;
      inner.dims = 1;
      inner[0] = _occa_inner_x;
      if (_occa_outer_x > 0 && _occa_inner_x > 0) {
        occa::kernel kernel(deviceKernels[4]);
        kernel.setRunDims(outer, inner);
        kernel(mode, n, out);
      }
    }
  } while (0);
}
