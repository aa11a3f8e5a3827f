#include <occa/core/kernel.hpp>

// OKL loops whose narrow iterator would wrap before its test fails when the host runs the
// loop as written: an inclusive bound at the type's maximum or minimum, a step that jumps past
// the maximum, tiles whose last tile reaches past it (with and without a bounds check), and a
// run-time bound beyond the type's range. A GPU counts each loop (spec §4.2) and sets the
// iterator from the count, so every loop runs its mathematical number of iterations.
extern "C" void narrowLimits(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *out) {
  // 6 iterations: 250..255.
  {
    const long long _occa_outer_x = 6;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, out);
    }
  }
  // 3 iterations per group: 120, 123, 126 (the next value, 129, is outside signed char).
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, out);
    }
  }
  // Downwards to the minimum: -120 .. -128.
  {
    const long long _occa_outer_x = 1;
    const long long _occa_inner_x = 9;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(n, out);
    }
  }
  // Unsigned down to zero: 5 .. 0.
  {
    const long long _occa_outer_x = 6;
    const long long _occa_inner_x = 1;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[3]);
      kernel.setRunDims(outer, inner);
      kernel(n, out);
    }
  }
  // 256 elements in tiles of 64.
  {
    const long long _occa_outer_x = 4;
    const long long _occa_inner_x = 64;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[4]);
      kernel.setRunDims(outer, inner);
      kernel(n, out);
    }
  }
  // 251 elements in tiles of 100: the last tile's counters 256..299 fail the bounds check.
  {
    const long long _occa_outer_x = 3;
    const long long _occa_inner_x = 100;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[5]);
      kernel.setRunDims(outer, inner);
      kernel(n, out);
    }
  }
  // A run-time bound beyond short's range: 40 iterations, the iterator wraps like a GPU's.
  {
    const long long _occa_outer_x = (n - 0 + 1000 - 1) / 1000;
    const long long _occa_inner_x = 1;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[6]);
      kernel.setRunDims(outer, inner);
      kernel(n, out);
    }
  }
}
