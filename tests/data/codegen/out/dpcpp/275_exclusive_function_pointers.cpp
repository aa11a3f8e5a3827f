#include <sycl/sycl.hpp>

// Function pointers as per-work-item state: an `@exclusive` pointer to function declared with
// the declarator syntax (`int (*op)(int)`, the storage dimension goes inside the parentheses on
// host targets), one through a typedef, an `@exclusive` array of two function pointers, chosen
// by `?:` in one `@inner` loop and called in the next; a local array of function pointers and a
// helper taking a function pointer parameter.
static int inc(int v) {
  return v + 1;
}

static int dbl(int v) {
  return v * 2;
}

static int neg(int v) {
  return -v;
}

typedef int (*op_t)(int);

static int applyTwice(int (*f)(int), int v) {
  return f(f(v));
}

extern "C" void _occa_exclusiveFunctionPointers_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int (*op)(int);
          op_t other;
          int (*pair[2])(int);
          {
            int t = 0 + item_.get_local_id(2);
            op = t & 1 ? dbl : inc;
            other = t < 2 ? neg : dbl;
            pair[0] = op;
            pair[1] = b == 1 ? inc : neg;
          }
          {
            int t = 0 + item_.get_local_id(2);
            int (*local[3])(int) = {inc, dbl, neg};
            const int v = x[b * 4 + t];
            int *o = out + (b * 4 + t) * 4;
            o[0] = op(v);
            o[1] = other(v) + local[t % 3](v);
            o[2] = applyTwice(pair[1], v) + pair[0](1);
            o[3] = applyTwice(op, v);
          }
        }
      }();
    });
  });
}
