#include <sycl/sycl.hpp>

// `goto` inside `@inner` bodies: a forward jump to a label at the end of the body (an early
// exit that is not `return`), a jump out of two nested regular loops (search), and a jump
// backwards forming a retry loop; `@exclusive` values carry results to the next `@inner` loop.
extern "C" void _occa_gotoInInner_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int found;
          int tries;
          {
            int t = 0 + item_.get_local_id(2);
            const int v = x[b * 8 + t];
            found = -1;
            tries = 0;
            for (int i = 0; i < 4; ++i) {
              for (int j = 0; j < 4; ++j) {
                if (i * 4 + j == v) {
                  found = i * 10 + j;
                  goto searched;
                }
              }
            }
          searched:
          retry:
            ++tries;
            if (tries < v % 3 + 1) {
              goto retry;
            }
            if (v > 12) {
              goto done;
            }
            found += 1000;
          done:
            ;
          }
          {
            int t = 0 + item_.get_local_id(2);
            y[b * 8 + t] = found * 100 + tries;
          }
        }
      }();
    });
  });
}
