#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// C++11 list-initialised temporaries `T{...}` (explicit type conversion with a braced
// initializer list): returned from a helper, used as a member access operand, nested, and
// `int{v}`. They must be printed as written, with one pair of braces.
struct Pair {
  float lo;
  float hi;
};

struct Box {
  Pair p;
  int n;
};

inline Pair makePair(float a, float b) {
  return Pair{a, b};
}

kernel void _occa_braceTemporaries_0(constant int &n [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (4 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      const int i = b + t;
      if (i < n) {
        const Pair q = makePair(x[i], 2.0f * x[i]);
        const float hi = Pair{x[i], 3.0f}.hi;
        const Box box = Box{Pair{1.0f, x[i]}, int{4}};
        y[i] = q.lo + q.hi + hi + box.p.hi * box.n;
      }
    }
  }
}
