#include <sycl/sycl.hpp>

namespace cfg {
  constexpr int padded(int n) {
    return n % 2 == 0 ? n + 1 : n;
  }
  constexpr bool isPow2(int n) {
    return n > 0 && (n & (n - 1)) == 0;
  }
}

// A templated kernel whose non-type parameters are the @inner bound, the tree-reduction width
// and @shared extents (one through a namespaced `constexpr` function), checked by a
// `static_assert` on a `constexpr` predicate; a class template with constructors and
// `operator[]`/`operator*=` overloads as @exclusive state, `if constexpr` on a template
// parameter inside an @inner body, and a function template whose non-type parameter has a
// default placed before a deduced type parameter.
// namespace cfg
template <typename T, int M>
struct Powers {
  T v[M];
  Powers() : v{} {
  }
  explicit  Powers(T x) {
    T p = x;
    for (int k = 0; k < M; ++k) {
      v[k] = p;
      p *= x;
    }
  }
  T &operator[](int k) {
    return v[k];
  }
  const T &operator[](int k) const {
    return v[k];
  }
  Powers &operator*=(T s) {
    for (auto &e : v)
      e *= s;
    return *this;
  }
};

template <int P = 2, typename T>
inline T ipow(T x) {
  T r = T(1);
  for (int k = 0; k < P; ++k) {
    r *= x;
  }
  return r;
}

extern "C" void _occa_blockMoments_double_8_3_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const double *x, double *moments, double *peak) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[3][cfg::padded(8)]>(item_.get_group());
          auto &s_peak = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[8]>(item_.get_group());
          Powers<double, 3> pw;
          {
            int t = 0 + item_.get_local_id(2);
            const int i = g * 8 + t;
            const double xi = i < n ? x[i] : double(0);
            pw = Powers<double, 3>(xi);
            if constexpr (3 > 2) {
              pw[3 - 1] = -pw[3 - 1];
            }
            pw *= double(2);
            s_peak[t] = ipow(xi);
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            for (int m = 0; m < 3; ++m) {
              s[m][t] = pw[m];
            }
          }
          sycl::group_barrier(item_.get_group());
          for (int w = 8 / 2; w > 0; w /= 2) {
            {
              int t = 0 + item_.get_local_id(2);
              if (t < w) {
                for (int m = 0; m < 3; ++m) {
                  s[m][t] += s[m][t + w];
                }
                if (s_peak[t + w] > s_peak[t]) {
                  s_peak[t] = s_peak[t + w];
                }
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 3) {
              moments[g * 3 + t] = s[t][0];
            }
            if (t == 3) {
              peak[g] = ipow<3>(s_peak[0]);
            }
          }
        }
      }();
    });
  });
}
