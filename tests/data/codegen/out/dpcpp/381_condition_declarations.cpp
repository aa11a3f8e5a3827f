#include <sycl/sycl.hpp>

// Declarations as conditions (C++98 [stmt.select]/[stmt.iter]): `if (int r = ...)`,
// `switch (int k = ...)` and `while (int left = ...)`, inside a kernel and a helper. The
// variable is in scope in the branches and the loop body, and a `while` declares it afresh
// before every test.
int steps(int v) {
  int s = 0;
  while (true) {
    int left = v - s;
    if (!left) {
      break;
    }
    if (left < 0) {
      break;
    }
    ++s;
  }
  return s;
}

extern "C" void _occa_conditionDecls_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (16 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < n) {
              int v = 0;
              {
                int r = i % 4;
                if (r) {
                  v = r * 10;
                } else {
                  v = -1;
                }
              }
              {
                int k = i % 3;
                switch (k) {
                  case 0:
                    v += 100;
                    break;
                  default:
                    v += k;
                }
              }
              out[i] = v + steps(i % 5);
            }
          }
        }
      }();
    });
  });
}
