#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

namespace util {
  template <typename T>
  inline T sq(T x) {
    return x * x;
  }
  template <typename T, int M>
  struct Vec {
    T v[M];
    T dot(thread const Vec &o) const {
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

kernel void _occa_cppConstructs_0(constant int &nB [[buffer(0)]], constant Op &op [[buffer(1)]], device const int *x [[buffer(2)]], device int *y [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[2 * 4];
  {
    int b = 0 + _occa_group_position.x;
    util::Vec<int, 2> mine;
    {
      int t = 0 + _occa_thread_position.x;
      mine.v[0] = x[b * 8 + t];
      mine.v[1] = util::sq(t);
      s[t] = static_cast<int>(mine.v[0]);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
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
}
