#include <sycl/sycl.hpp>

#include <cstddef>
#pragma GCC diagnostic ignored "-Wsign-compare"

// `int` @outer iterators compared with `size_t` and `unsigned` bounds: C++ converts a negative
// iterator to the unsigned type, so `-2 < sz` and `-3 < u` are false and the serial loops run
// no iteration. OpenMP's canonical loop form compares in the iterator's type (`g < (int)sz`),
// so a `#pragma omp parallel for` over the loops as written runs 5, 8 and 6 iterations. The
// last two loops start at 0 and are controls (the constant `4u` is compared as written).
// These signed/unsigned comparisons are the point of the case: g++'s -Wsign-compare is off.
extern "C" void _occa_unsignedBoundSignedIterator_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &lo, const int &lo2, const size_t &sz, const unsigned int &u, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int g = lo + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[4 + g * 2 + t] = -1;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_unsignedBoundSignedIterator_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &lo, const int &lo2, const size_t &sz, const unsigned int &u, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int g = lo2 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[16 + g * 2 + t] = -2;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_unsignedBoundSignedIterator_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &lo, const int &lo2, const size_t &sz, const unsigned int &u, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int g = lo + (1 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            out[30 + g * 2 + t] = -3;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_unsignedBoundSignedIterator_3(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &lo, const int &lo2, const size_t &sz, const unsigned int &u, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[40 + g * 2 + t] += 10 * g + t;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_unsignedBoundSignedIterator_4(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &lo, const int &lo2, const size_t &sz, const unsigned int &u, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[48 + g * 2 + t] += 100 + 10 * g + t;
          }
        }
      }();
    });
  });
}
