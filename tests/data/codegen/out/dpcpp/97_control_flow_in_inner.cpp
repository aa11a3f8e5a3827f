#include <sycl/sycl.hpp>

// Control flow inside `@inner` bodies that must stay per work-item: `continue` and `break` in
// regular `for`, `while` and `do` loops, a `continue` inside a `switch` (it continues the
// enclosing regular loop), `switch` statements nested in `switch` cases, and
// `@exclusive` values updated on those paths and read in a later `@inner` loop.
extern "C" void _occa_controlFlowInInner_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int acc;
          int steps;
          {
            int t = 0 + item_.get_local_id(2);
            acc = 0;
            steps = 0;
            const int v = x[b * 8 + t];
            for (int k = 0; k < 10; ++k) {
              if (k == t) {
                continue;
              }
              if (k > t + 3) {
                break;
              }
              switch ((v + k) % 4) {
                case 0:
                  acc += k;
                  break;
                case 1:
                  acc -= 1;
                  continue;
                case 2:
                  acc += 100;
                  switch (k % 2) {
                    case 0:
                      acc += 5;
                      break;
                    default:
                      acc += 7;
                  }
                  break;
                default:
                  switch (k % 2) {
                    case 0:
                      acc += 5;
                      break;
                    default:
                      acc += 7;
                  }
              }
              ++steps;
            }
            int w = v;
            while (true) {
              if (w <= 0) {
                break;
              }
              w -= 3;
              ++steps;
            }
            do {
              ++steps;
              if (steps % 2 == 0) {
                continue;
              }
              acc *= 2;
            } while (steps < 3);
          }
          {
            int t = 0 + item_.get_local_id(2);
            y[b * 8 + t] = acc * 100 + steps;
          }
        }
      }();
    });
  });
}
