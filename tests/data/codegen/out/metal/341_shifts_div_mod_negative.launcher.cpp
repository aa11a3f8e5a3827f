#include <occa/core/kernel.hpp>

// A bit-reversal permutation as an FFT stage writes it, followed by integer arithmetic that C
// defines precisely: a shift amount computed per work-item and kept in an `@exclusive`,
// `>>` of negative values (arithmetic), `>>` of the same bits as `unsigned` (logical),
// `1u << sh` up to bit 31 converted to `int`, `long long` shifts past bit 31, `/` and `%` with
// negative dividends and divisors (truncation toward zero, `a == (a / b) * b + a % b`).
extern "C" void shiftsDivModNegative(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *v, occa::modeMemory_t *out, occa::modeMemory_t *uout, occa::modeMemory_t *lout) {
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
      kernel(nb, v, out, uout, lout);
    }
  }
}
