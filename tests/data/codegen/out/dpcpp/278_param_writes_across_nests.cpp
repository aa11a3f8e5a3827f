#include <sycl/sycl.hpp>

// By-value parameters written in one top-level `@outer` nest (once per group, per work-item)
// are the arguments again in the next nest (on a GPU a new launch reads the launcher's values),
// while writes in the kernel body between nests (host code in the launcher) do reach later
// nests: a nest under `if` on the written value, nests inside a regular loop whose iterations
// change the parameter, and a nest that writes its group copy again.
extern "C" void _occa_paramAcrossNests_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int &k, float &scale, int *a, int *b2, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          k += g;
          {
            int t = 0 + item_.get_local_id(2);
            scale *= 2;
            a[g * 4 + t] = k * 10 + (int)scale + t;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_paramAcrossNests_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int &k, float &scale, int *a, int *b2, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            b2[g * 4 + t] = k * 100 + (int)(scale * 2) + t;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_paramAcrossNests_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int &k, float &scale, int *a, int *b2, int *c, int &r) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          k -= g;
          {
            int t = 0 + item_.get_local_id(2);
            c[(r * n + g) * 4 + t] = k * 10 + r + t;
          }
        }
      }();
    });
  });
}
