#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

namespace util {
  constexpr int OFF = 1;
  constexpr int pad(int n) {
    return n + OFF;
  }
  namespace deep {
    constexpr int twice(int n) {
      return 2 * pad(n) - 2;
    }
  }
}

// `constexpr` functions declared in namespaces as `@shared` extents and an `@inner` bound. g++
// accepts them; namespaces are printed as written, so oklc lowers their `constexpr` functions
// under qualified names for constant evaluation only. Inside such a function, names resolve
// from the innermost enclosing namespace outwards (`OFF` is `util::OFF`, `pad` in
// `util::deep` is `util::pad`), as in C++.
kernel void _occa_namespacedConstexpr_0(constant int &groups [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[util::pad(4)];
  threadgroup int w[util::deep::twice(3)];
  {
    int g = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      s[t] = g * 10 + t;
      w[t] = t;
      if (t == 0) {
        s[4] = 7;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      out[g * 4 + t] = s[3 - t] + s[4] + w[t] - t + (sizeof(w) == 6 * sizeof(int) ? 0 : 1000);
    }
  }
}
