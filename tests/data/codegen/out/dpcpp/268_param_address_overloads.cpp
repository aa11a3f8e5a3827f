#include <sycl/sycl.hpp>

// Addresses of by-value kernel parameters passed to helpers inside `@inner` loops: a helper
// taking `int *` writes through it (each work-item writes its own copy, as on a GPU), one
// taking `const int *` only reads (the argument stays uniform, so it may bound a regular loop
// around the next `@inner` loop), and an overload set with both (`C++` picks `int *` for `&m`
// of a non-`const` `m`, so it is a write).
void poke(int *p) {
  *p += 10;
}

int peek(const int *p) {
  return *p;
}

int twice(const int *p) {
  return 2 * *p;
}

int twice(int *p) {
  *p *= 2;
  return *p;
}

extern "C" void _occa_addressUses_0(sycl::queue *queue_, sycl::nd_range<3> *range_, int &n, int &m, int *y, int *z, int *w) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            if (t % 2 == 1) {
              poke(&n);
            }
            y[b * 4 + t] = peek(&n) + t;
          }
          for (int k = 0; k < peek(&m); ++k) {
            {
              int t = 0 + item_.get_local_id(2);
              z[(b * 3 + k) * 4 + t] = peek(&m) + k + t;
            }
          }
          {
            int t = 0 + item_.get_local_id(2);
            w[b * 4 + t] = twice(&m) + t;
          }
        }
      }();
    });
  });
}
