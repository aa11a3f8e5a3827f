#include <sycl/sycl.hpp>

// An `@inner` bound computed in a floating typedef: `(int)((dfloat)7 / 2 * 2)` is 7 in C++,
// while folding `dfloat` as an integer would give 6. oklc must not fold it: the count stays a
// run-time value, and the `@exclusive` storage is sized by `@max_inner_dims(8)`.
typedef double dfloat;

typedef int dlong;

extern "C" void _occa_floatTypedefBound_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const dlong &nb, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          dlong b = 0 + item_.get_group(2);
          float r;
          {
            dlong t = 0 + item_.get_local_id(2);
            r = (float)(b * 10 + t);
          }
          {
            dlong t = 0 + item_.get_local_id(2);
            out[b * 8 + t] = r + 0.5f;
          }
        }
      }();
    });
  });
}
