#include <sycl/sycl.hpp>

// Tile sizes written as C++ constant expressions: a cast to a user integer typedef, a
// `constexpr` variable, an enumerator, `sizeof` arithmetic and a `constexpr` function call.
// Each `@exclusive` variable needs the `@inner` sizes, so every size must be evaluated.
typedef int dlong;

constexpr int TILE = 4;

enum {
  ETILE = 8
};

constexpr int sq(int x) {
  return x * x;
}

extern "C" void _occa_tileConstantSizes_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int e;
          {
            int _occa_tiled_i = 0 + ((dlong)4 * item_.get_local_id(1));
            {
              int i = _occa_tiled_i + item_.get_local_id(2);
              if (i < 16) {
                e = i;
                out[b * 80 + i] = e + 1;
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileConstantSizes_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int e;
          {
            int _occa_tiled_i = 0 + (TILE * item_.get_local_id(1));
            {
              int i = _occa_tiled_i + item_.get_local_id(2);
              if (i < 16) {
                e = 2 * i;
                out[b * 80 + 16 + i] = e;
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileConstantSizes_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 2, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int e;
          {
            int _occa_tiled_i = 0 + (ETILE * item_.get_local_id(1));
            {
              int i = _occa_tiled_i + item_.get_local_id(2);
              if (i < 16) {
                e = 3 * i;
                out[b * 80 + 32 + i] = e;
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileConstantSizes_3(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 2, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int e;
          {
            int _occa_tiled_i = 0 + ((int)(sizeof(double) * 2 - 8) * item_.get_local_id(1));
            {
              int i = _occa_tiled_i + item_.get_local_id(2);
              if (i < 16) {
                e = 4 * i;
                out[b * 80 + 48 + i] = e;
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileConstantSizes_4(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int e;
          {
            int _occa_tiled_i = 0 + (sq(2) * item_.get_local_id(1));
            {
              int i = _occa_tiled_i + item_.get_local_id(2);
              if (i < 16) {
                e = 5 * i;
                out[b * 80 + 64 + i] = e;
              }
            }
          }
        }
      }();
    });
  });
}
