#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A `mutable` lambda with init-captures (`[k = 0, step = 2 * t + 1]`) keeps its own state
// across calls; an init-capture shadows a kernel variable of the same name, and a by-reference
// init-capture names an `@exclusive` scalar.
int _occa_lambdaMutable_next(thread int *_occa_lambdaMutable_next_k, int _occa_lambdaMutable_next_step) {
  *_occa_lambdaMutable_next_k += _occa_lambdaMutable_next_step;
  return *_occa_lambdaMutable_next_k;
}

void _occa_lambdaMutable_add(int v, thread int *s, int b) {
  *s += v + b;
}

kernel void _occa_lambdaMutable_0(constant int &nB [[buffer(0)]], device int *y [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int sum;
    {
      int t = 0 + _occa_thread_position.x;
      int step = 100;
      sum = 0;
      int _occa_lambdaMutable_next_k = 0;
      int _occa_lambdaMutable_next_step = 2 * t + 1;
      _occa_lambdaMutable_add(_occa_lambdaMutable_next(&_occa_lambdaMutable_next_k, _occa_lambdaMutable_next_step), &sum, b);
      _occa_lambdaMutable_add(_occa_lambdaMutable_next(&_occa_lambdaMutable_next_k, _occa_lambdaMutable_next_step), &sum, b);
      _occa_lambdaMutable_add(_occa_lambdaMutable_next(&_occa_lambdaMutable_next_k, _occa_lambdaMutable_next_step), &sum, b);
      y[b * 4 + t] = sum + step;
    }
  }
}
