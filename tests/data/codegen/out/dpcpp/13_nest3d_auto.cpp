#include <sycl/sycl.hpp>

// Three outer and three inner loops, no explicit axes.
extern "C" void _occa_nest3d_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &NX, const int &NY, const int &NZ, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(2, 3, 4)]] {
      [=]() mutable {
        {
          int z = 0 + item_.get_group(0);
          {
            int y = 0 + item_.get_group(1);
            {
              int x = 0 + item_.get_group(2);
              {
                int k = 0 + item_.get_local_id(0);
                {
                  int j = 0 + item_.get_local_id(1);
                  {
                    int i = 0 + item_.get_local_id(2);
                    const int cell = (z * NY + y) * NX + x;
                    out[cell * 24 + (k * 3 + j) * 4 + i] = cell * 1000 + k * 100 + j * 10 + i;
                  }
                }
              }
            }
          }
        }
      }();
    });
  });
}
