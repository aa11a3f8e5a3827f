#include <sycl/sycl.hpp>

// Runtime @inner extents with @max_inner_dims(8, 4): statements using an @exclusive in the body of
// the outer @inner level run once per work-item of the runtime x extent `nx` (the @atomic too).
extern "C" void _occa_exclusiveMidMaxInner_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int &nx, const int &ny, const int *x, int *y, int *cnt) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int e;
          {
            int ty = 0 + item_.get_local_id(1);
            e = x[b * ny + ty];
            {
              int tx = 0 + item_.get_local_id(2);
              e += tx;
            }
            e *= 2;
            {
              using _occa_atomic_t = int;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(cnt[b]);
              _occa_ref += (_occa_atomic_t) (e);
            }
            {
              int tx = 0 + item_.get_local_id(2);
              y[(b * ny + ty) * nx + tx] = e;
            }
          }
        }
      }();
    });
  });
}
