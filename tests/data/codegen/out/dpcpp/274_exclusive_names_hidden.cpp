#include <sycl/sycl.hpp>

// Names that hide an `@exclusive` variable: a lambda parameter, an init-capture whose
// initialiser reads the `@exclusive` value of the same name, a range-`for` variable over an
// `@exclusive` array, an `if` initialiser, a struct member read through a member function and
// a brace-initialised struct holding the `@exclusive` value; an `@exclusive` `double` used
// in a functional cast `double(t)`. (`decltype` is OKL0350 in oklc.)
struct Cell {
  int e;
  int get() const {
    return e * 3;
  }
};

extern "C" void _occa_exclusiveNamesHidden_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int e;
          int arr[3];
          double d;
          {
            int t = 0 + item_.get_local_id(2);
            e = 10 * b + t;
            int c = e;
            c += 100;
            int copy[3] = {1, 2, 3};
            arr[0] = copy[0] + c;
            arr[1] = copy[1];
            arr[2] = copy[2] * (int)(sizeof(arr) / sizeof(int));
            d = double(t) / 4;
          }
          {
            int t = 0 + item_.get_local_id(2);
            int *o = out + (b * 4 + t) * 8;
            auto twice = [&](int e) {
              return e * 2;
            };
            auto inc = [e = e + 1]() {
              return e * 10;
            };
            int s = 0;
            for (int e : arr) {
              s += e;
            }
            int r;
            {
              int e = t * 2;
              if (e >= 2) {
                r = e;
              } else {
                r = -e - 1;
              }
            }
            Cell cell{e};
            o[0] = e;
            o[1] = twice(3);
            o[2] = inc();
            o[3] = s;
            o[4] = r;
            o[5] = cell.get() + cell.e;
            o[6] = (int)(d * 8);
            o[7] = arr[2];
          }
        }
      }();
    });
  });
}
