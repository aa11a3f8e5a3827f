#include <sycl/sycl.hpp>

// C++11 list-initialised temporaries `T{...}` (explicit type conversion with a braced
// initializer list): returned from a helper, used as a member access operand, nested, and
// `int{v}`. They must be printed as written, with one pair of braces.
struct Pair {
  float lo;
  float hi;
};

struct Box {
  Pair p;
  int n;
};

inline Pair makePair(float a, float b) {
  return Pair{a, b};
}

extern "C" void _occa_braceTemporaries_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *x, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + (4 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            const int i = b + t;
            if (i < n) {
              const Pair q = makePair(x[i], 2.0f * x[i]);
              const float hi = Pair{x[i], 3.0f}.hi;
              const Box box = Box{Pair{1.0f, x[i]}, int{4}};
              y[i] = q.lo + q.hi + hi + box.p.hi * box.n;
            }
          }
        }
      }();
    });
  });
}
