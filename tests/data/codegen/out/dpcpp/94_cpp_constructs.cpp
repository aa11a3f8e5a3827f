#include <sycl/sycl.hpp>

namespace util {
  template <typename T>
  inline T sq(T x) {
    return x * x;
  }
  template <typename T, int M>
  struct Vec {
    T v[M];
    T dot(const Vec &o) const {
      T r = 0;
      for (int k = 0; k < M; ++k)
        r += v[k] * o.v[k];
      return r;
    }
  };
  constexpr int twice(int x) {
    return 2 * x;
  }
}

// C++ that kernels written for the clang-based OCCA transpiler use: namespaces holding
// function and struct templates, member functions, a `constexpr` function, `enum class` in a
// `switch`, a struct-template temporary, range-for over a local array and `static_cast`, all
// inside `@inner` bodies next to `@shared` and struct-typed `@exclusive` data.
// namespace util
enum class Op : int {
  Add = 1,
  Mul = 2,
  Neg = 3
};

struct Pick {
  int lo;
  int hi;
};

template <int K>
struct Scale {
  int apply(int x) const {
    return K * x;
  }
};

extern "C" void _occa_cppConstructs_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const Op &op, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[2 * 4]>(item_.get_group());
          util::Vec<int, 2> mine;
          {
            int t = 0 + item_.get_local_id(2);
            mine.v[0] = x[b * 8 + t];
            mine.v[1] = util::sq(t);
            s[t] = static_cast<int>(mine.v[0]);
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            int acc = 0;
            const int window[3] = {s[(t + 7) % 8], s[t], s[(t + 1) % 8]};
            for (const int w : window) {
              acc += w;
            }
            const Pick pick = {acc, mine.dot(mine)};
            const int lo = pick.lo;
            const int hi = pick.hi;
            int r = 0;
            switch (op) {
              case Op::Add:
                r = lo + hi;
                break;
              case Op::Mul:
                r = Scale<3>().apply(lo) * hi;
                break;
              default:
                r = -util::twice(lo);
                break;
            }
            y[b * 8 + t] = r;
          }
        }
      }();
    });
  });
}
