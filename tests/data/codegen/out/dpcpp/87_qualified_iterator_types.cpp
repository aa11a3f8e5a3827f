#include <sycl/sycl.hpp>

#include <cstddef>
#include <cstdint>

namespace mesh {
  typedef int index_t;
}

// OKL loop iterators whose integer type is written with a qualified name: `std::size_t`,
// `std::int64_t`, a typedef in a user namespace and a member typedef of a struct.
struct Grid {
  typedef unsigned int cell_t;
};

extern "C" void _occa_qualifiedIteratorTypes_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          std::size_t b = 0 + item_.get_group(2);
          {
            mesh::index_t t = 0 + item_.get_local_id(2);
            y[b * 4 + t] = (int)b * 10 + t;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_qualifiedIteratorTypes_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          std::int64_t _occa_tiled_i = 0 + (8 * 2 * (long long) item_.get_group(2));
          {
            std::int64_t i = _occa_tiled_i + (2 * (long long) item_.get_local_id(2));
            if (i < 4 * n) {
              y[i] += 1000;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_qualifiedIteratorTypes_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          Grid::cell_t b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            y[t * 4 + b] += 100;
          }
        }
      }();
    });
  });
}
