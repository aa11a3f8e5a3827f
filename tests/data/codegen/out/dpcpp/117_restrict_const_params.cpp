#include <sycl/sycl.hpp>

// Parameter qualifier spellings of real kernels: `@restrict` on `const` pointers before and
// after the `*`, `const` pointers (`float *const`), pointers to `const` written `float const *`,
// `const dfloat *__restrict__` spelled by hand, non-`const` scalars, and `const` scalars of
// typedef'd types. Metadata must give `const: true` exactly for pointee/scalar `const`.
typedef double dfloat;

typedef int dlong;

extern "C" void _occa_restrictConst_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const dlong &N, dfloat &alpha, const dfloat *__restrict__ x, const dfloat *y, const dfloat *__restrict__ z, dfloat *const __restrict__ w, dfloat *__restrict__ out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          dlong b = 0 + (8 * item_.get_group(2));
          {
            dlong t = b + item_.get_local_id(2);
            if (t < N) {
              w[t] = alpha * x[t] + y[t];
              out[t] = w[t] * z[t];
            }
          }
        }
      }();
    });
  });
}
