#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

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

kernel void _occa_cppState_0(constant int &groups [[buffer(0)]], device const int *in [[buffer(1)]], device int *out [[buffer(2)]], device int *other [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[pad((int)Width::Narrow)];
  {
    int g = 0 + _occa_group_position.x;
    Acc acc;
    static_assert(sizeof (s) == 5 * sizeof(int), "pad");
    {
      int t = 0 + _occa_thread_position.x;
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
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
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
}
