#include <sycl/sycl.hpp>

// A kernel parameter or loop iterator that an `@inner` body writes, read by the range of an
// `@inner` loop. GPUs evaluate `@inner` ranges with the group's values (they make the launch
// shape), so every range reads the value from before the writes, while each work-item's own
// copy carries the writes:
// * an `@outer` iterator in the range of the `@inner` loop whose body writes it;
// * a by-value parameter bounding two `@inner` loops, written per work-item in the first and
//   read per work-item in the second (`@max_inner_dims` sizes the copies);
// * an `@inner` iterator bounding its nested (triangular) `@inner` loop, which writes it.
extern "C" void _occa_rangesRead_0(sycl::queue *queue_, sycl::nd_range<3> *range_, int &n, int *a, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = b * 4 + item_.get_local_id(2);
            const int k = t;
            b += 100;
            a[k] = b;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_rangesRead_1(sycl::queue *queue_, sycl::nd_range<3> *range_, int &n, int *a, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            n += t;
          }
          {
            int t = 0 + item_.get_local_id(2);
            c[g * 3 + t] = n;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_rangesRead_2(sycl::queue *queue_, sycl::nd_range<3> *range_, int &n, int *a, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int y = 0 + item_.get_local_id(1);
            {
              int x = 0 + item_.get_local_id(2);
              if (x < y + 1) {
                const int k = (g * 3 + y) * 3 + x;
                y += 10;
                d[k] = y;
              }
            }
          }
        }
      }();
    });
  });
}
