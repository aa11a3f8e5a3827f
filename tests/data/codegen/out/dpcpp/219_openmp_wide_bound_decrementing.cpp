#include <sycl/sycl.hpp>

// Decrementing @outer loops whose `int`/`unsigned` iterator is compared with a `long long`
// lower bound, a `short` iterator against a `long` bound, and an `int` iterator against a
// `long long` bound read through a pointer and a struct field. C++ compares in the wider type
// (4294967298 and -65534 are out of the iterators' ranges: no iteration), while OpenMP's
// canonical loop form converts the bound to the iterator's type (2 and 2: 4, 3 and 2
// iterations for loops printed as written). The last two loops are controls, the last one
// against an `int` field (printed as written).
typedef long long hlong;

struct Limits {
  hlong hi;
  int pad;
};

extern "C" void _occa_wideBoundDecrementing_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const hlong &lo, const long &l, const hlong *lim, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int g = 5 - item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[g * 2 + t] = -1;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_wideBoundDecrementing_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const hlong &lo, const long &l, const hlong *lim, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          unsigned int g = 5 - (1 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            out[12 + g * 2 + t] = -2;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_wideBoundDecrementing_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const hlong &lo, const long &l, const hlong *lim, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          short g = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[24 + g * 2 + t] = -3;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_wideBoundDecrementing_3(sycl::queue *queue_, sycl::nd_range<3> *range_, const hlong &lo, const long &l, const hlong *lim, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[30 + g * 2 + t] = -4;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_wideBoundDecrementing_4(sycl::queue *queue_, sycl::nd_range<3> *range_, const hlong &lo, const long &l, const hlong *lim, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int g = 7 - item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[36 + g * 2 + t] += 10 * g + t;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_wideBoundDecrementing_5(sycl::queue *queue_, sycl::nd_range<3> *range_, const hlong &lo, const long &l, const hlong *lim, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[52 + g * 2 + t] += 1000 + g;
          }
        }
      }();
    });
  });
}
