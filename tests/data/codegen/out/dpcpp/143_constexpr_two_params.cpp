#include <sycl/sycl.hpp>

// `constexpr` functions of two parameters (one calling the other, one recursive) and elements
// of an unsized `constexpr` array in a `@shared` extent and in `@inner` bounds that size
// `@exclusive` storage.
constexpr int span2(int a, int b) {
  return a * b + (a > b ? a - b : b - a);
}

constexpr int pw(int base, int e) {
  return e == 0 ? 1 : base * pw(base, e - 1);
}

constexpr int widths[] = {3, 2, 5};

using ilong = long;

extern "C" void _occa_constexprTwoParams_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 7)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[16]>(item_.get_group());
          int e;
          {
            int t = 0 + item_.get_local_id(2);
            s[t] = t * (int)(ilong)9;
            e = b * 100 + t;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            out[b * 7 + t] = e + s[6 - t];
          }
        }
      }();
    });
  });
}
