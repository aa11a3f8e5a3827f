#include <sycl/sycl.hpp>

// Kernel parameters written in a `@tile` loop and through helper functions: `bump(&a, i)` takes
// the parameter's address and `twice(c)` binds it to a non-`const` reference. On GPUs each
// work-item writes its own copies; serial and OpenMP must do the same.
void bump(int *v, int by) {
  *v += by;
}

void twice(int &v) {
  v *= 2;
}

extern "C" void _occa_paramTile_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, float &offset, int &a, int &c, float *y, int *z) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (4 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < n) {
              offset += i;
              bump(&a, i);
              twice(c);
              y[i] = offset;
              z[i] = a * 10 + c;
            }
          }
        }
      }();
    });
  });
}
