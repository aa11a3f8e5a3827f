#include <sycl/sycl.hpp>

#pragma GCC diagnostic ignored "-Wparentheses"

// `p.a < 3 > (t)` where `a` is a data member is two comparisons, `(p.a < 3) > t` (valid C++;
// g++ -Wall warns about the chain, silenced below). Without the member's type oklc's parser
// reads it as a member template call (a literal argument and a call follow the `<`) and
// prints `p.a<3>(t - 1)`; a C++ compiler, which knows `a` is a data member, reads that text as
// the same two comparisons, so the result is right. The case pins that down.
struct P {
  int a;
};

extern "C" void _occa_memberLess_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            const P p = {b + t};
            out[b * 4 + t] = p.a<3>(t - 1);
          }
        }
      }();
    });
  });
}
