#include <sycl/sycl.hpp>

// OKL loops whose narrow iterator would wrap before its test fails when the host runs the
// loop as written: an inclusive bound at the type's maximum or minimum, a step that jumps past
// the maximum, tiles whose last tile reaches past it (with and without a bounds check), and a
// run-time bound beyond the type's range. A GPU counts each loop (spec §4.2) and sets the
// iterator from the count, so every loop runs its mathematical number of iterations.
extern "C" void _occa_narrowLimits_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          unsigned char c = 250 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[(c - 250) * 2 + t] = c + t;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_narrowLimits_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            signed char i = 120 + (3 * item_.get_local_id(2));
            out[20 + g * 8 + (i - 120)] = i + g;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_narrowLimits_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 9)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            signed char i = -120 - item_.get_local_id(2);
            out[40 + (-i - 120)] = -i;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_narrowLimits_3(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 1)]] {
      [=]() mutable {
        {
          unsigned char c = 5 - item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[50 + c] = 7 * c + 1;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_narrowLimits_4(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 64)]] {
      [=]() mutable {
        {
          unsigned char _occa_tiled_j = 0 + (64 * item_.get_group(2));
          {
            unsigned char j = _occa_tiled_j + item_.get_local_id(2);
            if (j <= 255) {
              out[60 + j] += j + 1;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_narrowLimits_5(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 100)]] {
      [=]() mutable {
        {
          unsigned char _occa_tiled_j = 0 + (100 * item_.get_group(2));
          {
            unsigned char j = _occa_tiled_j + item_.get_local_id(2);
            if ((int)(_occa_tiled_j + item_.get_local_id(2)) <= 250) {
              if (j <= 250) {
                out[320 + j] += 2 * j + 1;
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_narrowLimits_6(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 1)]] {
      [=]() mutable {
        {
          short s = 0 + (1000 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            out[580 + (unsigned short)s / 1000] = s;
          }
        }
      }();
    });
  });
}
