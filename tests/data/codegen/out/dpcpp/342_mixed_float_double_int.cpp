#include <sycl/sycl.hpp>

// Mixed arithmetic in a scaling kernel, where implicit conversions decide the result: integer
// division before conversion (`t / 2` into a float), a float literal making the division
// float, `2^24 + 1` that float cannot hold but double can, a float product truncated into an
// int, `?:` whose arms are int and double (the result is double even when the int arm is
// taken), int and float (float), `unsigned` and `-1` (unsigned), and a `float` `@exclusive`
// accumulating doubles (rounded at each store).
typedef float dfloat;

extern "C" void _occa_mixedFloatDoubleInt_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const dfloat *x, const double &scale, double *d, long long *k) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + (8 * item_.get_group(2));
          dfloat acc;
          {
            int t = b + item_.get_local_id(2);
            acc = 16777216.0f;
            acc += 1.0;
            acc -= 16777216.0f;
            acc += x[t];
          }
          {
            int t = b + item_.get_local_id(2);
            const float half = t / 2;
            const double halfD = t / 2.0f;
            const float big = 16777216.0f;
            const double bigD = 16777216.0;
            const int trunc = x[t] * 3.5f;
            d[t * 4 + 0] = half + halfD;
            d[t * 4 + 1] = t % 3 == 0 ? t : 0.25;
            d[t * 4 + 2] = (t & 1 ? t : 0.5f) * scale;
            d[t * 4 + 3] = acc;
            k[t * 4 + 0] = (long long)(big + 1.0f) - (long long)(bigD + 1);
            k[t * 4 + 1] = trunc;
            k[t * 4 + 2] = t > 3 ? 7u : -1;
            k[t * 4 + 3] = (long long)(x[t] * scale) + t / 4 * 4;
          }
        }
      }();
    });
  });
}
