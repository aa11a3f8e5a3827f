#include <sycl/sycl.hpp>

namespace linalg {
  inline namespace v2 {
    using real = double;
    template <typename T>
    using Pair = T [2];
    struct Vec3 {
      real x, y, z;
    };
    inline real dot(const Vec3 &a, const Vec3 &b) {
      return a.x * b.x + a.y * b.y + a.z * b.z;
    }
    inline real dot(const real *a, const real *b, int len = 3) {
      real s = 0;
      for (int k = 0; k < len; ++k)
        s += a[k] * b[k];
      return s;
    }
    inline Vec3 axpy(const Vec3 &x, const Vec3 &y, real alpha = 1.0) {
      return Vec3{alpha * x.x + y.x, alpha * x.y + y.y, alpha * x.z + y.z};
    }
  }
}

namespace la = linalg;

using la::Vec3;

// Helpers as a C++ library layer writes them: an inline namespace inside a namespace, a
// namespace alias and a using-declaration, a `using` type alias and an alias template of an
// array type (used for @exclusive storage), overloads that differ in parameter types with
// default arguments (`dot` of two structs or of two pointers with a default length,
// `clampAbs` for `double` and `int` with different default caps), a function template with a
// trailing `decltype` return type, and an `enum class` with an underlying type made by
// `static_cast` and switched in an @inner body; an @atomic histogram.
// namespace v2
// namespace linalg
template <typename A, typename B>
auto mulAdd(A a, B b, B c) -> decltype(a * b + c) {
  return a * b + c;
}

enum class Norm : unsigned char {
  One = 1,
  Two = 2,
  Inf = 3
};

inline la::real clampAbs(la::real v, la::real cap = 10.0) {
  v = v < 0 ? -v : v;
  return v < cap ? v : cap;
}

inline int clampAbs(int v, int cap = 3) {
  v = v < 0 ? -v : v;
  return v < cap ? v : cap;
}

extern "C" void _occa_vecOps_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const la::real *p, const linalg::real *q, la::real *out, int *bins) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          Vec3 r;
          la::Pair<la::real> d;
          {
            int t = 0 + item_.get_local_id(2);
            const int i = b * 4 + t;
            if (i < n) {
              const Vec3 a{p[3 * i], p[3 * i + 1], p[3 * i + 2]};
              const Vec3 c{q[3 * i], q[3 * i + 1], q[3 * i + 2]};
              r = la::axpy(a, c);
              const Vec3 s = linalg::v2::axpy(a, c, -2.0);
              d[0] = la::dot(r, s);
              d[1] = la::dot(&p[3 * i], &q[3 * i]);
            } else {
              r = Vec3{0, 0, 0};
              d[0] = d[1] = 0;
            }
          }
          {
            int t = 0 + item_.get_local_id(2);
            const int i = b * 4 + t;
            const Norm norm = static_cast<Norm>(1 + i % 3);
            la::real val = 0;
            switch (norm) {
              case Norm::One:
                val = clampAbs(r.x) + clampAbs(r.y) + clampAbs(r.z);
                break;
              case Norm::Two:
                val = la::dot(r, r);
                break;
              case Norm::Inf:
                val = clampAbs(r.x, 2.0);
                if (clampAbs(r.y, 2.0) > val) {
                  val = clampAbs(r.y, 2.0);
                }
                if (clampAbs(r.z, 2.0) > val) {
                  val = clampAbs(r.z, 2.0);
                }
                break;
            }
            if (i < n) {
              out[2 * i] = mulAdd(val, 2.0, d[0]);
              out[2 * i + 1] = d[1];
              const int bin = clampAbs(static_cast<int>(d[1]));
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(bins[bin]);
                _occa_ref += (_occa_atomic_t) (1);
              }
            }
          }
        }
      }();
    });
  });
}
