#include <sycl/sycl.hpp>

// @tile loops whose tiles reach past the iterator type's range: unsigned loops down to 0 (an
// `unsigned char` iterator, which C++ promotes to `int` in the arithmetic; nested tiles, whose
// hoisted block loop is a plain loop on OpenMP too), an unsigned loop up to UINT_MAX, signed
// loops down to INT_MIN and up to INT_MAX, and a signed decreasing `-= 2` tile with `>`.
extern "C" void _occa_tileRangeLimits_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, int *b, int *c, int *d, int *e, int *f) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          unsigned char _occa_tiled_i = n - (4 * item_.get_group(2));
          {
            unsigned char i = _occa_tiled_i - item_.get_local_id(2);
            if ((int)(_occa_tiled_i - item_.get_local_id(2)) <= _occa_tiled_i && 0 < (int)(_occa_tiled_i - item_.get_local_id(2))) {
              if (0 < i) {
                a[i] += i;
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileRangeLimits_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, int *b, int *c, int *d, int *e, int *f) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 2, 4)]] {
      [=]() mutable {
        {
          unsigned int _occa_tiled_j = 6u - (2 * 2 * item_.get_group(1));
          {
            unsigned int _occa_tiled_i = n - (4 * item_.get_group(2));
            {
              unsigned int j = _occa_tiled_j - (2 * item_.get_local_id(1));
              if (j <= _occa_tiled_j) {
                if (j > 0u) {
                  {
                    unsigned int i = _occa_tiled_i - item_.get_local_id(2);
                    if (i <= _occa_tiled_i) {
                      if (i >= 1u) {
                        b[j * 21 + i] += (int)(j + i);
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileRangeLimits_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, int *b, int *c, int *d, int *e, int *f) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          unsigned int _occa_tiled_i = 4294967286u + (2 * 3 * item_.get_group(2));
          {
            unsigned int i = _occa_tiled_i + (3 * item_.get_local_id(2));
            if (i < 4294967295u) {
              c[i - 4294967286u] += 1;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileRangeLimits_3(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, int *b, int *c, int *d, int *e, int *f) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = -2147483640 - (4 * item_.get_group(2));
          {
            int i = _occa_tiled_i - item_.get_local_id(2);
            if (i > -2147483647 - 1) {
              d[i + 2147483647] += 1;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileRangeLimits_4(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, int *b, int *c, int *d, int *e, int *f) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 2147483640 + (2 * 2 * item_.get_group(2));
          {
            int i = _occa_tiled_i + (2 * item_.get_local_id(2));
            if (i <= 2147483645) {
              e[(i - 2147483640) / 2] += 1;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileRangeLimits_5(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, int *b, int *c, int *d, int *e, int *f) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = n - 1 - (3 * 2 * item_.get_group(2));
          {
            int i = _occa_tiled_i - (2 * item_.get_local_id(2));
            if (i > -3) {
              f[i + 3] += i;
            }
          }
        }
      }();
    });
  });
}
