#include <sycl/sycl.hpp>

namespace util {
  namespace detail {
    inline int twice(int x) {
      return 2 * x;
    }
  }
  template <int K>
  inline int addK(int x) {
    return x + K;
  }
}

// C++ inside kernels: helpers in a nested namespace, a struct with a constructor and member
// functions held in `@exclusive` state across two `@inner` loops, an `enum class` bound via a
// cast, a file-scope `constexpr` function as a `@shared` extent (a namespaced one is known bug 249), `static_assert`, a template helper with
// a non-type parameter, `switch` with fallthrough and a `do`/`while` inside `@inner`.
constexpr int pad(int n) {
  return n + 1;
}

struct Acc {
  int sum;
  int count;
  Acc() : sum(0), count(0) {
  }
  explicit  Acc(int s) : sum(s), count(1) {
  }
  void add(int v) {
    sum += v;
    ++count;
  }
  int mean() const {
    return count ? sum / count : -1;
  }
};

enum class Width : int {
  Narrow = 4,
  Wide = 8
};

extern "C" void _occa_cppState_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &groups, const int *in, int *out, int *other) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[pad((int)Width::Narrow)]>(item_.get_group());
          Acc acc;
          static_assert(sizeof (s) == 5 * sizeof(int), "pad");
          {
            int t = 0 + item_.get_local_id(2);
            acc = Acc(in[g * 4 + t]);
            int k = 0;
            do {
              acc.add(util::detail::twice(k));
              ++k;
            } while (k < t);
            s[t] = acc.sum;
            if (t == 0) {
              s[4] = 100;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            int r = 0;
            switch (t) {
              case 0:
                r += 1;
              case 1:
                r += 10;
                break;
              case 2:
                {
                  r = util::addK<7>(r);
                  break;
                }
              default:
                r = -1;
            }
            out[g * 4 + t] = acc.mean() * 1000 + s[(t + 1) % 4] + s[4];
            other[g * 4 + t] = r + acc.count * 100;
          }
        }
      }();
    });
  });
}
