#include <sycl/sycl.hpp>

// Lambdas inside an `@inner` body that use OKL: an `@exclusive` scalar and array, a `@dim`
// accessor and an `@atomic` update. Their bodies must be lowered like the rest of the kernel
// (or rejected with a diagnostic), never printed with `@atomic` or unlowered accessors.
extern "C" void _occa_lambdaOkl_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const float *x, float *y, float *total) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          float acc;
          float part[2];
          {
            int t = 0 + item_.get_local_id(2);
            auto get = [&](int i) {
              return x[i + 4 * b];
            };
            auto add = [&](float v) {
              acc += v;
              part[t % 2] += v;
            };
            auto publish = [&](float v) {
              {
                using _occa_atomic_t = float;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(total[0]);
                _occa_ref += (_occa_atomic_t) (v);
              }
            };
            acc = 0.0f;
            part[0] = 0.0f;
            part[1] = 0.0f;
            add(get(t));
            add(get(3 - t));
            publish(acc);
            y[b * 4 + t] = acc + 10.0f * part[t % 2];
          }
        }
      }();
    });
  });
}
