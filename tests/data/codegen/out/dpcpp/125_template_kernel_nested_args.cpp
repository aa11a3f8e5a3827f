#include <sycl/sycl.hpp>

// A templated kernel whose helpers use nested template arguments closed by `>>`, a default
// template argument, a non-type parameter deduced from an array reference, a `static_assert`
// on the type parameter, and a `@shared` array and `@exclusive` of the template type.
template <typename T, int N = 2>
struct Vec {
  T v[N];
};

template <typename T>
struct Pair {
  T first;
  T second;
};

template <typename T, int N>
inline T sumAll(const T (&a)[N]) {
  T s = T(0);
  for (int i = 0; i < N; ++i) {
    s += a[i];
  }
  return s;
}

extern "C" void _occa_nestedTemplates_double_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const double *in, double *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4]>(item_.get_group());
          Pair<Vec<double>> p;
          {
            int t = 0 + item_.get_local_id(2);
            p.first.v[0] = in[b * 4 + t];
            p.first.v[1] = double(2) * in[b * 4 + t];
            p.second = Vec<double>{{double(t), double(1)}};
            s[t] = sumAll(p.first.v);
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            Vec<Vec<double, 2>, 2> grid{};
            grid.v[1].v[0] = s[3 - t];
            out[b * 4 + t] = sumAll(p.second.v) + grid.v[1].v[0] + grid.v[0].v[1];
          }
        }
      }();
    });
  });
}
