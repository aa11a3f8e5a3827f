#include <sycl/sycl.hpp>

// OKL loop iterators narrower than `int` (spec §4.1 allows char and short) compared with a
// bound of a wider type: `short` against `long`, `unsigned char` against `unsigned int`,
// and a tiled `unsigned short` loop against `long long` with the iterator on the right.
extern "C" void _occa_narrowIterators_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const long &n, const unsigned int &m, const long long &big, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          short b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[b * 4 + t] = b * 10 + t;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_narrowIterators_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const long &n, const unsigned int &m, const long long &big, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          unsigned char c = 2 + (3 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            out[100 + c * 2 + t] = c - t;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_narrowIterators_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const long &n, const unsigned int &m, const long long &big, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          unsigned short _occa_tiled_j = 1 + (16 * item_.get_group(2));
          {
            unsigned short j = _occa_tiled_j + item_.get_local_id(2);
            if (big > (int)(_occa_tiled_j + item_.get_local_id(2))) {
              if (big > j) {
                out[200 + j] = 3 * j;
              }
            }
          }
        }
      }();
    });
  });
}
