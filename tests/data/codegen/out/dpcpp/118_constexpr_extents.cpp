#include <sycl/sycl.hpp>

// `@shared` extents, `@exclusive` sizes and `@inner` bounds written with C++ constant
// expressions that are not plain literals: a `constexpr` function, a `static constexpr`
// struct member, `sizeof` of a type, an enumerator of a typed enum, and a template-free
// `constexpr` array element.
constexpr int sq(int x) {
  return x * x;
}

struct Cfg {
  static constexpr int lanes = 4;
};

enum Width : unsigned char {
  W2 = 2,
  W4 = 4
};

constexpr int strides[3] = {1, 4, 16};

extern "C" void _occa_constexprExtents_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[sq(Cfg::lanes)]>(item_.get_group());
          auto &u = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[sizeof(double) * W2]>(item_.get_group());
          int e;
          {
            int t = 0 + item_.get_local_id(2);
            s[t] = t * strides[1];
            if (t < (int)sizeof(u) / (int)sizeof(int)) {
              u[t] = t;
            }
            e = b * 100 + t;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            out[b * 16 + t] = e + s[15 - t] + (t < 16 ? u[t] : 0) * strides[2];
          }
        }
      }();
    });
  });
}
