#include <sycl/sycl.hpp>

// Typedef'd pointer types for kernel parameters and for locals that point into global memory,
// into a `@shared` array and into a private array: each local keeps the address space of what
// it points to, so OpenCL C spells the pointer out with its space.
typedef float *fptr;

typedef const float *cfptr;

extern "C" void _occa_typedefPointerSpaces_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, cfptr in, fptr out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[8]>(item_.get_group());
          {
            int i = 0 + item_.get_local_id(2);
            cfptr src = in + 8 * b;
            fptr sp = s;
            sp[i] = 2.0f * src[i];
          }
          sycl::group_barrier(item_.get_group());
          {
            int i = 0 + item_.get_local_id(2);
            float mine[2];
            mine[0] = 1.0f;
            mine[1] = (float)i;
            cfptr pm = mine;
            cfptr sp = s;
            fptr dst = out + 8 * b;
            dst[i] = sp[(i + 1) % 8] + pm[0] + pm[1];
          }
        }
      }();
    });
  });
}
