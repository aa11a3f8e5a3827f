#include <sycl/sycl.hpp>

// @exclusive scalar and array used in the body of the outer @inner level between and after two
// innermost @inner loops: a regular loop filling the array, an update reading a value each
// work-item computed in the first innermost loop, and an @atomic count run once per work-item.
extern "C" void _occa_exclusiveMidArrays_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *y, int *cnt) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 2, 3)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int acc[2];
          int s;
          {
            int ty = 0 + item_.get_local_id(1);
            for (int k = 0; k < 2; ++k) {
              acc[k] = x[b * 2 + ty] + k;
            }
            {
              int tx = 0 + item_.get_local_id(2);
              acc[0] += tx;
              s = acc[0] * acc[1];
            }
            acc[1] += s;
            {
              int tx = 0 + item_.get_local_id(2);
              y[(b * 2 + ty) * 3 + tx] = acc[1];
            }
            {
              using _occa_atomic_t = int;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(cnt[b]);
              _occa_ref += (_occa_atomic_t) (s);
            }
          }
        }
      }();
    });
  });
}
