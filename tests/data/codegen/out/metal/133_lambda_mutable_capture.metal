#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A `mutable` lambda with init-captures (`[k = 0, step = 2 * t + 1]`) keeps its own state
// across calls; an init-capture shadows a kernel variable of the same name, and a by-reference
// init-capture names an `@exclusive` scalar.
kernel void _occa_lambdaMutable_0(constant int &nB [[buffer(0)]], device int *y [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int sum;
    {
      int t = 0 + _occa_thread_position.x;
      int step = 100;
      sum = 0;
      auto next = [k = 0, step = 2 * t + 1]() mutable {
        k += step;
        return k;
      };
      auto add = [&s = sum, b](int v) {
        s += v + b;
      };
      add(next());
      add(next());
      add(next());
      y[b * 4 + t] = sum + step;
    }
  }
}
