#include <sycl/sycl.hpp>

// `@exclusive` storage sized from constant `@inner` loops written in unusual forms: inclusive
// `>=` with `-= 3` through negative values, an `unsigned char` iterator `c -= 5` down to 240,
// iterator on the right (`2 * NB >= t`) with `+= NB`, and a 2-D nest `<=`/`>` mixing; every
// work-item must keep its own value (too small storage would alias work-items).
extern "C" void _occa_exclusiveOddForms_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 5)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int v;
          {
            int t = 10 - (3 * item_.get_local_id(2));
            v = b * 100 + t;
          }
          {
            int t = 10 - (3 * item_.get_local_id(2));
            out[b * 40 + (10 - t) / 3] = v;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_exclusiveOddForms_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int v;
          {
            unsigned char c = 250 - (5 * item_.get_local_id(2));
            v = b * 1000 + c;
          }
          {
            unsigned char c = 250 - (5 * item_.get_local_id(2));
            out[b * 40 + 5 + (250 - c) / 5] = v;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_exclusiveOddForms_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 3)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          long long w[2];
          {
            int y = 1 + item_.get_local_id(1);
            {
              int t = 0 + (3 * item_.get_local_id(2));
              w[0] = b * 10000 + y * 100 + t;
              w[1] = -w[0];
            }
          }
          {
            int y = 1 + item_.get_local_id(1);
            {
              int t = 0 + (3 * item_.get_local_id(2));
              out[b * 40 + 8 + (y - 1) * 3 + t / 3] = (int)(w[0] + w[1] + w[0]);
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_exclusiveOddForms_3(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 3, 3)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int v;
          {
            int y = 7 - item_.get_local_id(1);
            {
              int x = -1 + item_.get_local_id(2);
              v = y * 10 + x;
            }
          }
          {
            int y = 7 - item_.get_local_id(1);
            {
              int x = -1 + item_.get_local_id(2);
              out[b * 40 + 20 + (7 - y) * 3 + (x + 1)] = v + b;
            }
          }
        }
      }();
    });
  });
}
