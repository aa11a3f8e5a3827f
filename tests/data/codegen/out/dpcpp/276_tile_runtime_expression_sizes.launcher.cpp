#include <occa/core/kernel.hpp>

// `@tile` sizes and loop steps that are run-time *expressions* (`ts + 1`, `s + 1`, `?:` of
// arguments, `ts << 1`, `ts + s`): the block step `TS * s` and the element bound must keep
// their operands grouped. Increasing with `<=`, decreasing with `-= s` and `>=`, the iterator on
// the right, and a hoisted 2-D `@tile(.., @outer, @inner)` nest (rows increasing, columns
// decreasing by a run-time step), all with partial last tiles. Every visit adds to the output,
// so a skipped or repeated index shows.
extern "C" void tileRuntimeExprSizes(occa::modeKernel_t **deviceKernels, const int &n, const int &ts, const int &s, const int &ny, const int &nx, occa::modeMemory_t *a, occa::modeMemory_t *b, occa::modeMemory_t *c, occa::modeMemory_t *d) {
  {
    const long long _occa_outer_x = (1 + n - 1 + (ts + 1) * (s + 1) - 1) / ((ts + 1) * (s + 1));
    const long long _occa_inner_x = ts + 1;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, ts, s, ny, nx, a, b, c, d);
    }
  }
  {
    const long long _occa_outer_x = (1 + n - 0 + (n > 8 ? ts - 1 : 2) * s - 1) / ((n > 8 ? ts - 1 : 2) * s);
    const long long _occa_inner_x = n > 8 ? ts - 1 : 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, ts, s, ny, nx, a, b, c, d);
    }
  }
  {
    const long long _occa_outer_x = (n - 0 + (ts << 1) * 2 - 1) / ((ts << 1) * 2);
    const long long _occa_inner_x = ts << 1;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(n, ts, s, ny, nx, a, b, c, d);
    }
  }
  {
    const long long _occa_outer_x = (1 + (nx - 1) - 0 + (ts + s) * s - 1) / ((ts + s) * s);
    const long long _occa_outer_y = (ny - 0 + ts - 1) / ts;
    const long long _occa_inner_x = ts + s;
    const long long _occa_inner_y = ts;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[3]);
      kernel.setRunDims(outer, inner);
      kernel(n, ts, s, ny, nx, a, b, c, d);
    }
  }
}
