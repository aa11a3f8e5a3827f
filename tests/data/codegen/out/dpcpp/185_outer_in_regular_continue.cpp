#include <sycl/sycl.hpp>

#include <cstddef>

// Top-level `@outer` loops inside a regular loop that skips iterations with `continue` and
// stops with `break` (each surviving pass launches one parallel loop on OpenMP), a `size_t`
// `@outer` iterator with a macro stride, and two `@outer` nests with different
// `@max_inner_dims` and runtime `@inner` extents sharing `@exclusive` names.
extern "C" void _occa_outerInRegular_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &passes, const int &w, int *acc, int *last, int &p) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          size_t g = 0 + (4 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            acc[g + t] += p * 10 + t;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_outerInRegular_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &passes, const int &w, int *acc, int *last) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          int v;
          {
            int t = 0 + item_.get_local_id(2);
            v = g * 100 + t;
          }
          {
            int t = 0 + item_.get_local_id(2);
            last[g * 8 + t] = v * 2;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_outerInRegular_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &passes, const int &w, int *acc, int *last) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          int v;
          {
            int y = 0 + item_.get_local_id(1);
            {
              int x = 0 + item_.get_local_id(2);
              v = -(g * 10 + y * 4 + x);
            }
          }
          {
            int y = 0 + item_.get_local_id(1);
            {
              int x = 0 + item_.get_local_id(2);
              last[24 + g * 8 + y * 4 + x] = v;
            }
          }
        }
      }();
    });
  });
}
