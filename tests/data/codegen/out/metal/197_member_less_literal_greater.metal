#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

#pragma GCC diagnostic ignored "-Wparentheses"

// `p.a < 3 > (t)` where `a` is a data member is two comparisons, `(p.a < 3) > t` (valid C++;
// g++ -Wall warns about the chain, silenced below). Without the member's type oklc's parser
// reads it as a member template call (a literal argument and a call follow the `<`) and
// prints `p.a<3>(t - 1)`; a C++ compiler, which knows `a` is a data member, reads that text as
// the same two comparisons, so the result is right. The case pins that down.
struct P {
  int a;
};

kernel void _occa_memberLess_0(constant int &n [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      const P p = {b + t};
      out[b * 4 + t] = p.a<3>(t - 1);
    }
  }
}
