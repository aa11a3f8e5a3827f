#include <sycl/sycl.hpp>

#include <utility>

// By-value kernel parameters written through calls oklc does not see the body of: a member
// function that is neither `const` nor `static` (directly, through a member, an overload pair
// with a `const` twin), `std::swap` and `std::exchange`. On a GPU every work-item has its own
// copy of each parameter, so a write by one work-item is invisible to the others.
struct Counter {
  int n;
  int step;
  void bump() {
    n += step;
  }
  int get() const {
    return n;
  }
  static int twice(int v) {
    return 2 * v;
  }
};

struct Pair {
  Counter first;
  int &at() {
    return first.n;
  }
  int at() const {
    return first.n;
  }
};

extern "C" void _occa_callsWrite_0(sycl::queue *queue_, sycl::nd_range<3> *range_, Counter &c, Pair &p, int &a, int &b, int &e, const Counter &k, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            if (t % 2 == 0) {
              c.bump();
              std::swap(a, b);
              p.first.bump();
            }
            if (t == 3) {
              p.at() = 40;
            }
            const int old = t == 1 ? std::exchange(e, 9) : e;
            out[g * 4 + t] = c.get() * 1000 + a * 100 + b * 10 + e + Counter::twice(k.get()) * 100000;
            out[8 + g * 4 + t] = p.first.n * 100 + old;
          }
        }
      }();
    });
  });
}
