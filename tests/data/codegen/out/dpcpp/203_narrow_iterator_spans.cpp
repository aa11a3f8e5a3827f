#include <sycl/sycl.hpp>

// Parallel `@outer` loops over iterators narrower than `int` (spec 4.1 allows char and short)
// whose start and bound fit the type but whose span does not: `signed char` from -100 to 100
// (200 iterations, up and down), `short` from -20000 to 20000 in steps of 1000, a tile over a
// `signed char` range, and a `short` loop from a run-time start to a constant bound. Each runs
// the iterations of the serial loop (spec 4.2); OpenMP computes a parallel loop's trip count in
// the iterator's own type. Controls: spans that fit (`unsigned char` up to 250 by a macro step,
// `char` letters with `<=`) and a `short` loop with a run-time bound and step.
extern "C" void _occa_narrowSpans_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const short &lo, const int &hi, const short &st, int *up, int *down, int *wide, int *tiled, int *lows, int *ctl) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          signed char c = -100 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            up[(c + 100) * 2 + t] = c * 2 + t;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_narrowSpans_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const short &lo, const int &hi, const short &st, int *up, int *down, int *wide, int *tiled, int *lows, int *ctl) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 1)]] {
      [=]() mutable {
        {
          signed char c = 100 - item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            down[100 - c] = c;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_narrowSpans_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const short &lo, const int &hi, const short &st, int *up, int *down, int *wide, int *tiled, int *lows, int *ctl) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          short s = -20000 + (1000 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            wide[(s + 20000) / 1000 * 3 + t] = s + t;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_narrowSpans_3(sycl::queue *queue_, sycl::nd_range<3> *range_, const short &lo, const int &hi, const short &st, int *up, int *down, int *wide, int *tiled, int *lows, int *ctl) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 64)]] {
      [=]() mutable {
        {
          signed char _occa_tiled_c = -90 + (64 * item_.get_group(2));
          {
            signed char c = _occa_tiled_c + item_.get_local_id(2);
            if ((int)(_occa_tiled_c + item_.get_local_id(2)) <= 90) {
              if (c <= 90) {
                tiled[c + 90] = 3 * c;
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_narrowSpans_4(sycl::queue *queue_, sycl::nd_range<3> *range_, const short &lo, const int &hi, const short &st, int *up, int *down, int *wide, int *tiled, int *lows, int *ctl) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 1)]] {
      [=]() mutable {
        {
          short s = lo + (1000 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            lows[(s - lo) / 1000] = s;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_narrowSpans_5(sycl::queue *queue_, sycl::nd_range<3> *range_, const short &lo, const int &hi, const short &st, int *up, int *down, int *wide, int *tiled, int *lows, int *ctl) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 1)]] {
      [=]() mutable {
        {
          unsigned char u = 4 + (2 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            ctl[(u - 4) / 2] = u;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_narrowSpans_6(sycl::queue *queue_, sycl::nd_range<3> *range_, const short &lo, const int &hi, const short &st, int *up, int *down, int *wide, int *tiled, int *lows, int *ctl) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 1)]] {
      [=]() mutable {
        {
          char ch = 'A' + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            ctl[200 + ch - 'A'] = ch;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_narrowSpans_7(sycl::queue *queue_, sycl::nd_range<3> *range_, const short &lo, const int &hi, const short &st, int *up, int *down, int *wide, int *tiled, int *lows, int *ctl) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 1)]] {
      [=]() mutable {
        {
          short s = lo + (st * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            ctl[300 + (s - lo) / st] = s / 10;
          }
        }
      }();
    });
  });
}
