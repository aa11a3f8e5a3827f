#include <occa/core/kernel.hpp>

// Integer promotions and conversions in `@outer`/`@inner` loop tests: `unsigned short` and
// `unsigned char` bounds compared with signed iterators (promoted to `int`, so `-5 < us` is a
// signed comparison), `short` iterators with `char` steps, `unsigned char` iterators against
// `int` bounds that are negative (a `m - 1` that is -1; on OpenMP that loop's body never reads
// its iterator), a `sizeof` quotient cast to `int`, a `char` iterator stepping over letters,
// and `@restrict` parameters of narrow types.
extern "C" void promotions(occa::modeKernel_t **deviceKernels, const unsigned short &us, const unsigned char &uc, const short &sh, const int &m, const signed char &step, occa::modeMemory_t *letters, occa::modeMemory_t *out, occa::modeMemory_t *cnt) {
  {
    const long long _occa_outer_x = (us - -5 + step - 1) / step;
    const long long _occa_inner_x = uc - 0;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(us, uc, sh, m, step, letters, out, cnt);
    }
  }
  {
    const long long _occa_outer_x = m - 1 - 0;
    const long long _occa_inner_x = 3 - sh;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(us, uc, sh, m, step, letters, out, cnt);
    }
  }
  {
    const long long _occa_outer_x = 1 + (unsigned char)(uc - 10) - -2;
    const long long _occa_inner_x = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(us, uc, sh, m, step, letters, out, cnt);
    }
  }
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 6;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[3]);
      kernel.setRunDims(outer, inner);
      kernel(us, uc, sh, m, step, letters, out, cnt);
    }
  }
}
