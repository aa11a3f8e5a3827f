#include <occa/core/kernel.hpp>

#include <cstddef>
#include <utility>

// Variadic function templates as helpers called from @inner bodies: a recursive Horner
// evaluation over a parameter pack of mixed coefficient types, C++17 fold expressions (a right
// fold divided by `sizeof...`, a comma fold calling a lambda for each argument, a binary fold
// over `std::index_sequence` indices into a @shared row, a comma fold computing a maximum in
// a `constexpr` function checked by `static_assert`, also on the constants sizing the
// @shared row), and a forwarding-reference pack.
inline float _occa_horner_float_int(float, int c0) {
  return (float)c0;
}

inline float _occa_horner_float_float_int(float x, float c0, int _occa_cs_0) {
  return (float)c0 + x * _occa_horner_float_int(x, _occa_cs_0);
}

inline float _occa_horner_float_double_float_int(float x, double c0, float _occa_cs_0, int _occa_cs_1) {
  return (float)c0 + x * _occa_horner_float_float_int(x, _occa_cs_0, _occa_cs_1);
}

inline float _occa_horner_float_float_double_float_int(float x, float c0, double _occa_cs_0, float _occa_cs_1, int _occa_cs_2) {
  return (float)c0 + x * _occa_horner_float_double_float_int(x, _occa_cs_0, _occa_cs_1, _occa_cs_2);
}

inline float _occa_mean_float_float_float(float _occa_v_0, float _occa_v_1, float _occa_v_2) {
  return (_occa_v_0 + (_occa_v_1 + _occa_v_2)) / 3ul;
}

inline float _occa_tapSum_float_0_1_2_3(const float *row) {
  return row[0] + (row[1] + (row[2] + (row[3] + (float)0)));
}

const int WIDTH = 4;

const int BLOCK = 8;

void _occa_packs__occa_f(float v, float acc[3], int *k) {
  acc[(*k)++] = 2.0f * v;
}

extern "C" void packs(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *z) {
  {
    const long long _occa_outer_x = (n + BLOCK - 1) / BLOCK - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, y, z);
    }
  }
}
