#include <sycl/sycl.hpp>

// `@atomic` updates whose target is a call of a helper returning a reference: an lvalue, so
// OKL0560 accepts it (a helper returning a value is reported, tests/data/sema/err).
int &slotOf(int *a, int i) {
  return a[i];
}

extern "C" void _occa_atomicReferenceCall_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *hist) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            {
              using _occa_atomic_t = std::remove_cv_t<std::remove_reference_t<decltype(slotOf(hist, t % 4))>>;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(slotOf(hist, t % 4));
              _occa_ref += (_occa_atomic_t) (t);
            }
            {
              using _occa_atomic_t = std::remove_cv_t<std::remove_reference_t<decltype(slotOf(hist, 4))>>;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(slotOf(hist, 4));
              _occa_ref += (_occa_atomic_t) 1;
            }
          }
        }
      }();
    });
  });
}
