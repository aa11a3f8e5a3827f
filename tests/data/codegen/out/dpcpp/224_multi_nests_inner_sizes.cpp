#include <sycl/sycl.hpp>

// Five top-level `@outer` nests in one kernel whose work-groups differ in shape and size: 1-D of
// 16 with `@shared`/`@exclusive`, 2-D 3 x 5 with an `@exclusive` array and a 3-level nest
// reusing the names, a decreasing nest of run-time size under `@max_inner_dims`, and a tile.
extern "C" void _occa_multiNests_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &m, const int *x, int *a, int *b, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int g = 0 + (16 * item_.get_group(2));
          int e;
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[16]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            e = x[g + t];
            s[t] = e;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            a[g + t] = e * 3 + s[15 - t];
          }
        }
      }();
    });
  });
}

extern "C" void _occa_multiNests_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &m, const int *x, int *a, int *b, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 3, 5)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          int e[2];
          {
            int ty = 0 + item_.get_local_id(1);
            {
              int tx = 0 + item_.get_local_id(2);
              e[0] = g * 15 + ty * 5 + tx;
              e[1] = x[e[0] % n];
            }
          }
          {
            int ty = 0 + item_.get_local_id(1);
            {
              int tx = 0 + item_.get_local_id(2);
              b[e[0]] = e[1] - e[0];
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_multiNests_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &m, const int *x, int *a, int *b, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int g = 2 - item_.get_group(2);
          int e = g;
          {
            int t = m - 1 - item_.get_local_id(2);
            e += t;
          }
          {
            int t = m - 1 - item_.get_local_id(2);
            c[g * m + t] = e * 2;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_multiNests_3(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &m, const int *x, int *a, int *b, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(2, 2, 7)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          short e;
          {
            int z = 0 + item_.get_local_id(0);
            {
              int y = 0 + item_.get_local_id(1);
              {
                int w = 0 + item_.get_local_id(2);
                e = (short)(z * 100 + y * 10 + w);
              }
            }
          }
          {
            int z = 0 + item_.get_local_id(0);
            {
              int y = 0 + item_.get_local_id(1);
              {
                int w = 0 + item_.get_local_id(2);
                d[g * 28 + (z * 2 + y) * 7 + w] = e + g * 1000;
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_multiNests_4(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &m, const int *x, int *a, int *b, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 6)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (6 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < 13) {
              d[56 + i] = i * i;
            }
          }
        }
      }();
    });
  });
}
