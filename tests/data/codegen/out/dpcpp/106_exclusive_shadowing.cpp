#include <sycl/sycl.hpp>

// Names that shadow `@exclusive` variables: a block-local `acc` inside the `@inner` body, a
// regular-loop iterator named like an `@exclusive` scalar, a helper whose parameter has the
// same name, a struct member of that name, and a second `@outer` nest whose plain local
// reuses the name. Only the `@exclusive` declarations' own uses are per-work-item copies.
struct Acc {
  int acc;
  int k;
};

static int twice(int acc) {
  return 2 * acc;
}

extern "C" void _occa_exclusiveShadowing_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const int *x, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int acc;
          int k;
          {
            int t = 0 + item_.get_local_id(2);
            acc = x[b * 4 + t];
            k = 3;
            {
              int acc = 1000;
              out[b * 4 + t] = acc;
            }
            for (int k = 0; k < 2; ++k) {
              acc += k;
            }
          }
          {
            int t = 0 + item_.get_local_id(2);
            Acc a;
            a.acc = 10 * acc;
            a.k = k;
            out[b * 4 + t] += twice(acc) + a.acc + a.k;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_exclusiveShadowing_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const int *x, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            int acc = t;
            out[b * 4 + t] += 100000 * acc;
          }
        }
      }();
    });
  });
}
