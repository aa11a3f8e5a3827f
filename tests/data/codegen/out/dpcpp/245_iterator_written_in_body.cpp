#include <sycl/sycl.hpp>

// OKL loop iterators written inside their own body. On a GPU the iterator is each
// work-item's (or group's) own local, so a grid-stride loop that reuses the `@inner` iterator
// (`for (; t < n; t += 4)`) moves only that work-item along, and `b += 0`-style writes in the
// `@outer` body outside every `@inner` loop change only that group's copy. On the host the
// iterator was the loop counter itself: the first work-item's grid-stride loop ended the
// `@inner` loop for the others. Also: `++t` through a reference, `@tile` element iterators, a
// decreasing `@inner` iterator with a step, and a `while` loop that walks the iterator down.
extern "C" void _occa_iteratorWrites_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, int *c, int *d, int *e) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            for (; t < n; t += 4) {
              a[b * n + t] = t + 1;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_iteratorWrites_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, int *c, int *d, int *e) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          int b = 0 + (2 * item_.get_group(2));
          const int g = b;
          b = b / 2;
          {
            int t = 7 - (3 * item_.get_local_id(2));
            int &r = t;
            c[b * 8 + t] = g * 100 + t;
            r += 1;
            if (t < 8) {
              c[b * 8 + t] += 1000;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_iteratorWrites_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, int *c, int *d, int *e) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (4 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < n) {
              const int k = i;
              int s = 0;
              while (i % 4 != 0) {
                --i;
                ++s;
              }
              d[k] = s * 100 + i;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_iteratorWrites_3(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, int *c, int *d, int *e) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 2, 3)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int y = 0 + item_.get_local_id(1);
            {
              int x = 0 + item_.get_local_id(2);
              const int k = (b * 2 + y) * 3 + x;
              e[k] = x;
              x *= 10;
              e[k] += x;
            }
          }
        }
      }();
    });
  });
}
