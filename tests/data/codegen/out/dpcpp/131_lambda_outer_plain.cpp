#include <sycl/sycl.hpp>

// Lambdas defined in the `@outer` body (outside the `@inner` loops) that touch no `@exclusive`
// variable: they capture the block index and a local by reference, get the `@shared` array as
// an argument (naming it in a lambda defined out here would use it outside an `@inner` loop,
// OKL0532, as for any other statement there) and are called on both sides of a barrier.
extern "C" void _occa_lambdaOuterPlain_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const float *x, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &tile = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[8]>(item_.get_group());
          const float scale = 1.0f + b;
          auto load = [&](float *s, int t) {
            s[t] = scale * x[b * 8 + t];
          };
          auto mirror = [](const float *s, int t) -> float {
            return s[7 - t];
          };
          {
            int t = 0 + item_.get_local_id(2);
            load(tile, t);
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            y[b * 8 + t] = mirror(tile, t) + tile[t];
          }
        }
      }();
    });
  });
}
