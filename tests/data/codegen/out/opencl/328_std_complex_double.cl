
// std::complex<double> locals in an @inner body: a functional cast, a braced initializer, a
// helper taking and returning complex values, std::norm / std::conj / std::real through
// argument-dependent calls, and std::complex<double> as a template argument of std::array.
inline std::complex<double> step(const std::complex<double> z, const std::complex<double> c) {
  return z * z + c;
}

struct _occa__occa_std__array_std_complex_double_2 {
  std::complex<double> _occa_elems[2ul];
};

std::complex<double> *_occa__occa__occa_std__array_std_complex_double_2__operator_index_0(struct _occa__occa_std__array_std_complex_double_2 *this_, unsigned long i) {
  return &this_->_occa_elems[i];
}

const std::complex<double> _occa__occa__occa_std__array_std_complex_double_2__operator_index_1(const struct _occa__occa_std__array_std_complex_double_2 *this_, unsigned long i) {
  return this_->_occa_elems[i];
}

std::complex<double> *_occa__occa__occa_std__array_std_complex_double_2__data_0(struct _occa__occa_std__array_std_complex_double_2 *this_) {
  return this_->_occa_elems;
}

const std::complex<double> *_occa__occa__occa_std__array_std_complex_double_2__data_1(const struct _occa__occa_std__array_std_complex_double_2 *this_) {
  return this_->_occa_elems;
}

std::complex<double> *_occa__occa__occa_std__array_std_complex_double_2__begin_0(struct _occa__occa_std__array_std_complex_double_2 *this_) {
  return this_->_occa_elems;
}

const std::complex<double> *_occa__occa__occa_std__array_std_complex_double_2__begin_1(const struct _occa__occa_std__array_std_complex_double_2 *this_) {
  return this_->_occa_elems;
}

std::complex<double> *_occa__occa__occa_std__array_std_complex_double_2__end_0(struct _occa__occa_std__array_std_complex_double_2 *this_) {
  return this_->_occa_elems + 2ul;
}

const std::complex<double> *_occa__occa__occa_std__array_std_complex_double_2__end_1(const struct _occa__occa_std__array_std_complex_double_2 *this_) {
  return this_->_occa_elems + 2ul;
}

unsigned long _occa__occa_std__array_std_complex_double_2__size(const struct _occa__occa_std__array_std_complex_double_2 *this_) {
  return 2ul;
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_mandelStep_0(const int n, __global const double *re, __global const double *im, __global double *outRe, __global double *outIm, __global double *mag) {
  {
    int _occa_tiled_i = 0 + (8 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        const std::complex<double> c = std::complex<double>(re[i], im[i]);
        std::complex<double> z = {0.25, -0.5};
        struct _occa__occa_std__array_std_complex_double_2 hist = {};
        for (int k = 0; k < 2; ++k) {
          z = step(z, c);
          *_occa__occa__occa_std__array_std_complex_double_2__operator_index_0(&hist, k) = std::conj(z);
        }
        outRe[i] = std::real(*_occa__occa__occa_std__array_std_complex_double_2__operator_index_0(&hist, 1));
        outIm[i] = (*_occa__occa__occa_std__array_std_complex_double_2__operator_index_0(&hist, 1)).imag();
        mag[i] = std::norm(*_occa__occa__occa_std__array_std_complex_double_2__operator_index_0(&hist, 0));
      }
    }
  }
}
