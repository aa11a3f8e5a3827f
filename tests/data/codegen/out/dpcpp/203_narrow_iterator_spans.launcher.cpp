#include <occa/core/kernel.hpp>

// Parallel `@outer` loops over iterators narrower than `int` (spec 4.1 allows char and short)
// whose start and bound fit the type but whose span does not: `signed char` from -100 to 100
// (200 iterations, up and down), `short` from -20000 to 20000 in steps of 1000, a tile over a
// `signed char` range, and a `short` loop from a run-time start to a constant bound. Each runs
// the iterations of the serial loop (spec 4.2); OpenMP computes a parallel loop's trip count in
// the iterator's own type. Controls: spans that fit (`unsigned char` up to 250 by a macro step,
// `char` letters with `<=`) and a `short` loop with a run-time bound and step.
extern "C" void narrowSpans(occa::modeKernel_t **deviceKernels, const short &lo, const int &hi, const short &st, occa::modeMemory_t *up, occa::modeMemory_t *down, occa::modeMemory_t *wide, occa::modeMemory_t *tiled, occa::modeMemory_t *lows, occa::modeMemory_t *ctl) {
  {
    const long long _occa_outer_x = 200;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(lo, hi, st, up, down, wide, tiled, lows, ctl);
    }
  }
  {
    const long long _occa_outer_x = 200;
    const long long _occa_inner_x = 1;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(lo, hi, st, up, down, wide, tiled, lows, ctl);
    }
  }
  {
    const long long _occa_outer_x = 40;
    const long long _occa_inner_x = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(lo, hi, st, up, down, wide, tiled, lows, ctl);
    }
  }
  {
    const long long _occa_outer_x = 3;
    const long long _occa_inner_x = 64;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[3]);
      kernel.setRunDims(outer, inner);
      kernel(lo, hi, st, up, down, wide, tiled, lows, ctl);
    }
  }
  {
    const long long _occa_outer_x = (100 - lo + 1000 - 1) / 1000;
    const long long _occa_inner_x = 1;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[4]);
      kernel.setRunDims(outer, inner);
      kernel(lo, hi, st, up, down, wide, tiled, lows, ctl);
    }
  }
  {
    const long long _occa_outer_x = 123;
    const long long _occa_inner_x = 1;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[5]);
      kernel.setRunDims(outer, inner);
      kernel(lo, hi, st, up, down, wide, tiled, lows, ctl);
    }
  }
  {
    const long long _occa_outer_x = 58;
    const long long _occa_inner_x = 1;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[6]);
      kernel.setRunDims(outer, inner);
      kernel(lo, hi, st, up, down, wide, tiled, lows, ctl);
    }
  }
  {
    const long long _occa_outer_x = (1 + hi - lo + st - 1) / st;
    const long long _occa_inner_x = 1;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[7]);
      kernel.setRunDims(outer, inner);
      kernel(lo, hi, st, up, down, wide, tiled, lows, ctl);
    }
  }
}
