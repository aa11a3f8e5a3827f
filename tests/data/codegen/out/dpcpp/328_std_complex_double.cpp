#include <sycl/sycl.hpp>

#include <array>
#include <complex>

// std::complex<double> locals in an @inner body: a functional cast, a braced initializer, a
// helper taking and returning complex values, std::norm / std::conj / std::real through
// argument-dependent calls, and std::complex<double> as a template argument of std::array.
inline std::complex<double> step(const std::complex<double> &z, const std::complex<double> &c) {
  return z * z + c;
}

extern "C" void _occa_mandelStep_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const double *re, const double *im, double *outRe, double *outIm, double *mag) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (8 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < n) {
              const std::complex<double> c = std::complex<double>(re[i], im[i]);
              std::complex<double> z{0.25, -0.5};
              std::array<std::complex<double>, 2> hist{};
              for (int k = 0; k < 2; ++k) {
                z = step(z, c);
                hist[k] = std::conj(z);
              }
              outRe[i] = std::real(hist[1]);
              outIm[i] = hist[1].imag();
              mag[i] = std::norm(hist[0]);
            }
          }
        }
      }();
    });
  });
}
