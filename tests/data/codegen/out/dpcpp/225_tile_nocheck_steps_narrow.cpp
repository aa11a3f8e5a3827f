#include <sycl/sycl.hpp>

// `@tile` with `check=false` over ranges the tile divides exactly: `+= 2` with `<=`, `-= 3`
// with `>=`, `i -= 1` down-counting with the iterator on the right (`0 < i`), `+= 4` over
// `long`; and checked tiles over narrow unsigned iterators whose last tile reaches below zero
// (`unsigned char g -= 10` down to 10, `unsigned short s -= 7` down to 10) or past the top
// (`unsigned char u += 3` up to 250), with an `@exclusive`
// counter in the element loop of an `@outer`-only tile.
extern "C" void _occa_tileSteps_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, int *b, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (4 * 2 * item_.get_group(2));
          {
            int i = _occa_tiled_i + (2 * item_.get_local_id(2));
            a[i] = i * 3 + 1;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileSteps_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, int *b, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 35 - (2 * 3 * item_.get_group(2));
          {
            int i = _occa_tiled_i - (3 * item_.get_local_id(2));
            a[i + 1] += 1000;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileSteps_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, int *b, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = n - (8 * 1 * item_.get_group(2));
          {
            int i = _occa_tiled_i - (1 * item_.get_local_id(2));
            b[i - 1] = i;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileSteps_3(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, int *b, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          long _occa_tiled_l = -8 + (4 * 4 * (long long) item_.get_group(2));
          {
            long l = _occa_tiled_l + (4 * (long long) item_.get_local_id(2));
            b[l + 8 + 2] += (int)(l * 10);
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileSteps_4(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, int *b, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          unsigned char _occa_tiled_g = 250 - (3 * 10 * item_.get_group(2));
          {
            unsigned char g = _occa_tiled_g - (10 * item_.get_local_id(2));
            if ((int)(_occa_tiled_g - 10 * item_.get_local_id(2)) <= _occa_tiled_g && (int)(_occa_tiled_g - 10 * item_.get_local_id(2)) >= 10) {
              if (g >= 10) {
                c[g / 10] = g;
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileSteps_5(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, int *b, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          unsigned short _occa_tiled_s = 73 - (4 * 7 * item_.get_group(2));
          for (unsigned short s = _occa_tiled_s; s > 7 && _occa_tiled_s - s < 4 * 7; s -= 7) {
            int cnt = s;
            {
              int t = 0 + item_.get_local_id(2);
              cnt += t;
            }
            {
              int t = 0 + item_.get_local_id(2);
              c[32 + s / 7 * 4 + t] = cnt * 2;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileSteps_6(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, int *b, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          unsigned char _occa_tiled_u = 1 + (8 * 3 * item_.get_group(2));
          {
            unsigned char u = _occa_tiled_u + (3 * item_.get_local_id(2));
            if ((int)(_occa_tiled_u + 3 * item_.get_local_id(2)) <= 250) {
              if (u <= 250) {
                d[u / 3] = u;
              }
            }
          }
        }
      }();
    });
  });
}
