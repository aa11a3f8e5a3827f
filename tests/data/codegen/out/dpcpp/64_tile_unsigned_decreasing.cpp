#include <sycl/sycl.hpp>

// Decreasing @tile loops over unsigned iterators that stop at 0 / 1: the tile arithmetic must not
// wrap around below zero.
extern "C" void _occa_tileUnsignedDecreasing_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const unsigned int &N, int *a, int *b) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          unsigned int _occa_tiled_i = N - (4 * item_.get_group(2));
          {
            unsigned int i = _occa_tiled_i - item_.get_local_id(2);
            if (i <= _occa_tiled_i) {
              if (i > 0u) {
                a[i] += (int)i;
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileUnsignedDecreasing_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const unsigned int &N, int *a, int *b) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          unsigned long _occa_tiled_i = N - 1 - (2 * 3 * item_.get_group(2));
          {
            unsigned long i = _occa_tiled_i - (3 * item_.get_local_id(2));
            if (i <= _occa_tiled_i) {
              if (i >= 1ul) {
                b[i] += 100 + (int)i;
              }
            }
          }
        }
      }();
    });
  });
}
