#include <sycl/sycl.hpp>

// An `@inner` iterator written through a helper's non-`const` reference parameter
// (`advance(t)`): on a GPU each work-item walks its own copy in steps of 4, so every element
// below `n` is written once. The host must copy the iterator per work-item, as for a direct
// write (case 245); a `const` reference parameter (`peek(t)`) is a read and leaves the loop as
// it is.
void advance(int &t) {
  t += 4;
}

int peek(const int &t) {
  return t;
}

extern "C" void _occa_iteratorByHelper_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, int *b) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            while (t < n) {
              a[g * n + t] = 10 * g + t;
              advance(t);
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_iteratorByHelper_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, int *b) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            b[g * 4 + t] = peek(t) + g;
          }
        }
      }();
    });
  });
}
