#include <sycl/sycl.hpp>

// `@dim` accessor corner cases: nested accessor calls (`m(i, m(j, i))`-style), arguments that
// contain commas inside parentheses and template-argument lists, a `@dim` local `const`
// array, and a local lambda that shadows the name of a `@dim` parameter in an inner scope
// (its calls must stay calls).
template <typename T>
inline T pick(T a, T b) {
  return a > b ? a : b;
}

inline int mix(int a, int b) {
  return (a * 3 + b) % 4;
}

extern "C" void _occa_dimNested_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nE, const int *idx, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int perm[4 * 4] = {1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2, 0, 1, 2, 3};
              int v = idx[perm[i + 4 * j] + 4 * (idx[j + 4 * i] % 4)];
              v += idx[mix(i, j) + 4 * pick<int>(i, j)];
              {
                auto idx = [&](int a, int b) {
                  return a * 100 + b;
                };
                v += idx(i, j);
              }
              out[i + 4 * (j + 4 * e)] = v + e * 1000;
            }
          }
        }
      }();
    });
  });
}
