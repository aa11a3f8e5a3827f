#include <occa/core/kernel.hpp>

#include <array>
#include <complex>

// std::complex<double> locals in an @inner body: a functional cast, a braced initializer, a
// helper taking and returning complex values, std::norm / std::conj / std::real through
// argument-dependent calls, and std::complex<double> as a template argument of std::array.
inline std::complex<double> step(const std::complex<double> z, const std::complex<double> c) {
  return z * z + c;
}

struct _occa__occa_std__array_std_complex_double_2 {
  std::complex<double> _occa_elems[2ul];
};

std::complex<double> *_occa__occa__occa_std__array_std_complex_double_2__operator_index_0(_occa__occa_std__array_std_complex_double_2 *this_, unsigned long i) {
  return &this_->_occa_elems[i];
}

const std::complex<double> _occa__occa__occa_std__array_std_complex_double_2__operator_index_1(const _occa__occa_std__array_std_complex_double_2 *this_, unsigned long i) {
  return this_->_occa_elems[i];
}

std::complex<double> *_occa__occa__occa_std__array_std_complex_double_2__data_0(_occa__occa_std__array_std_complex_double_2 *this_) {
  return this_->_occa_elems;
}

const std::complex<double> *_occa__occa__occa_std__array_std_complex_double_2__data_1(const _occa__occa_std__array_std_complex_double_2 *this_) {
  return this_->_occa_elems;
}

std::complex<double> *_occa__occa__occa_std__array_std_complex_double_2__begin_0(_occa__occa_std__array_std_complex_double_2 *this_) {
  return this_->_occa_elems;
}

const std::complex<double> *_occa__occa__occa_std__array_std_complex_double_2__begin_1(const _occa__occa_std__array_std_complex_double_2 *this_) {
  return this_->_occa_elems;
}

std::complex<double> *_occa__occa__occa_std__array_std_complex_double_2__end_0(_occa__occa_std__array_std_complex_double_2 *this_) {
  return this_->_occa_elems + 2ul;
}

const std::complex<double> *_occa__occa__occa_std__array_std_complex_double_2__end_1(const _occa__occa_std__array_std_complex_double_2 *this_) {
  return this_->_occa_elems + 2ul;
}

unsigned long _occa__occa_std__array_std_complex_double_2__size(const _occa__occa_std__array_std_complex_double_2 *this_) {
  return 2ul;
}

extern "C" void mandelStep(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *re, occa::modeMemory_t *im, occa::modeMemory_t *outRe, occa::modeMemory_t *outIm, occa::modeMemory_t *mag) {
  {
    const long long _occa_outer_x = (n - 0 + 8 - 1) / 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, re, im, outRe, outIm, mag);
    }
  }
}
