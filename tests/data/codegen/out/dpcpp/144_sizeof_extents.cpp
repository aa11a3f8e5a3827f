#include <sycl/sycl.hpp>

// `sizeof`/`alignof` of builtin types, of arrays of them and of a typed enum fold in `@shared`
// extents and in an `@inner` bound sizing `@exclusive` storage. `sizeof` of a struct does not
// fold: as the bound of another `@outer` loop's `@inner` loop, without `@exclusive`, it stays a
// run-time count, which is valid.
struct Pair {
  float x;
  float y;
};

enum Small : unsigned short {
  One = 1
};

extern "C" void _occa_sizeofExtents_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[sizeof(int[4]) + alignof(double) - sizeof(Small)]>(item_.get_group());
          int e;
          {
            int t = 0 + item_.get_local_id(2);
            e = b * 10 + t;
            s[t] = (int)sizeof(s) / (int)sizeof(int);
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            out[b * 6 + t] = e + s[t] * 100;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_sizeofExtents_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[b * 6 + 4 + t] = -t;
          }
        }
      }();
    });
  });
}
