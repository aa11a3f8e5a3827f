#include <sycl/sycl.hpp>

// Three @outer loops in one kernel, each with its own `return` handling: a `@tile(4, @inner,
// @inner)` loop whose work-items return from a `while` loop, followed by a 4 x 4 @inner nest
// (the same work-items: tile index ty, element tx; the last two are outside the tiled range);
// a 2-D nest whose innermost body returns from a `for` inside a `switch`, with an @exclusive
// array and a @shared array filled before; and a uniform return (every
// work-item alike, from a @shared value) inside a regular loop, with statements of the @outer
// body between the @inner loops that must stop once the group has returned.
extern "C" void _occa_multiOuter_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &groups, const int *x, int *a, int *b, int *c, int *trace) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          bool _occa_returned = false;
          int r;
          {
            int _occa_tiled_t = 0 + (4 * item_.get_local_id(1));
            if (!_occa_returned) {
              {
                int t = _occa_tiled_t + item_.get_local_id(2);
                if (t < 14) {
                  r = x[g * 16 + t];
                  int k = 0;
                  while (k < r) {
                    if (k == 5) {
                      _occa_returned = true;
                      break;
                    }
                    ++k;
                  }
                  if (!_occa_returned) {
                    r += 100;
                  }
                }
              }
            }
          }
          {
            int ty = 0 + item_.get_local_id(1);
            if (!_occa_returned) {
              {
                int tx = 0 + item_.get_local_id(2);
                const int t = ty * 4 + tx;
                if (t < 14) {
                  a[g * 16 + t] = r;
                }
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_multiOuter_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &groups, const int *x, int *a, int *b, int *c, int *trace) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 3, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          bool _occa_returned = false;
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[12]>(item_.get_group());
          int ex[2];
          {
            int y = 0 + item_.get_local_id(1);
            if (!_occa_returned) {
              {
                int xx = 0 + item_.get_local_id(2);
                s[y * 4 + xx] = x[g * 12 + y * 4 + xx];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int y = 0 + item_.get_local_id(1);
            if (!_occa_returned) {
              {
                int xx = 0 + item_.get_local_id(2);
                const int me = s[y * 4 + xx];
                ex[0] = me;
                ex[1] = s[(y * 4 + xx + 1) % 12];
                switch (me & 3) {
                  case 2:
                    for (int k = 0; k < 3; ++k) {
                      if (ex[1] == k) {
                        _occa_returned = true;
                        break;
                      }
                    }
                    if (_occa_returned) {
                      break;
                    }
                    break;
                  case 3:
                    _occa_returned = true;
                    break;
                }
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int y = 0 + item_.get_local_id(1);
            if (!_occa_returned) {
              {
                int xx = 0 + item_.get_local_id(2);
                b[g * 12 + y * 4 + xx] = ex[0] * 10 + ex[1];
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_multiOuter_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &groups, const int *x, int *a, int *b, int *c, int *trace) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 6)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          bool _occa_returned = false;
          auto &flag = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[6]>(item_.get_group());
          for (int it = 0; it < 4; ++it) {
            if (!_occa_returned) {
              trace[g * 4 + it] = 1;
            }
            {
              int t = 0 + item_.get_local_id(2);
              if (!_occa_returned) {
                flag[t] = g + it >= 4 ? 1 : 0;
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int t = 0 + item_.get_local_id(2);
              if (!_occa_returned) {
                if (flag[(t + 1) % 6]) {
                  _occa_returned = true;
                }
                if (!_occa_returned) {
                  c[(g * 4 + it) * 6 + t] = g * 100 + it * 10 + t;
                }
              }
            }
            sycl::group_barrier(item_.get_group());
            if (!_occa_returned) {
              trace[g * 4 + it] = 2;
            }
          }
        }
      }();
    });
  });
}
