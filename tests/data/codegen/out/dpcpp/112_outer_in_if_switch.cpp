#include <sycl/sycl.hpp>

// Top-level `@outer` loops selected at run time: unbraced `if`/`else` branches that are
// `@outer` loops, an `@outer` loop in a `switch` case, and one in a `do { } while (0)`
// macro wrapper. On OpenMP each of them is a parallel loop.
extern "C" void _occa_outerInIf_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &mode, const int &n, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[b * 4 + t] += 1;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_outerInIf_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &mode, const int &n, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[b * 4 + t] += 2;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_outerInIf_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &mode, const int &n, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[b * 4 + t] *= 10;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_outerInIf_3(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &mode, const int &n, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[b * 4 + t] *= 100;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_outerInIf_4(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &mode, const int &n, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[b * 4 + t] += t;
          }
        }
      }();
    });
  });
}
