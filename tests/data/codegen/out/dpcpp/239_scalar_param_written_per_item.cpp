#include <sycl/sycl.hpp>

// Writes to by-value kernel parameters inside `@inner` loops. On GPU backends every work-item
// has its own copy of each parameter, initialised with the argument (CUDA/HIP/OpenCL kernel
// parameters are per-thread locals), so `scale *= 2` gives twice the argument in every item and
// `x += t` points each item at element t of its row. The host backends pass scalars by
// reference (spec §7: the trampoline passes addresses) and keep pointers as one shared
// variable, so the writes accumulate over all work-items (serial) or race between threads
// (OpenMP). Legacy OCCA prints the same host code; oklc copies the parameters per work-item.
extern "C" void _occa_paramWrites_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, float &scale, int &bias, const float *x, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            scale *= 2.0f;
            bias += t;
            x += t;
            y[b * 4 + t] = scale * x[b * 4] + bias;
          }
        }
      }();
    });
  });
}
