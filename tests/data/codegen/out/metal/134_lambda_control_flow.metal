#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Control flow inside lambdas in an `@inner` body: `return` is the lambda's own (not the
// work-item's), `break` and `continue` belong to a loop inside the lambda, a generic `auto`
// parameter, a nested lambda that updates an `@exclusive` array, and an `@atomic` block.
int _occa_lambdaControl_firstNegative(int limit, device const int *x, int b) {
  for (int i = 0; i < limit; ++i) {
    if (x[b * 4 + i] >= 0) {
      continue;
    }
    return i;
  }
  return -1;
}

void _occa_lambdaControl_tally_bump(int k, thread int (&hist)[3]) {
  hist[k] += 1;
}

void _occa_lambdaControl_tally(int v, thread int (&hist)[3], device int *count) {
  if (v < 0) {
    _occa_lambdaControl_tally_bump(0, hist);
    return;
  }
  _occa_lambdaControl_tally_bump(v % 2 + 1, hist);
  atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&count[0]), (int) (1), memory_order_relaxed);
}

kernel void _occa_lambdaControl_0(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], device int *count [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int hist[3];
    {
      int t = 0 + _occa_thread_position.x;
      hist[0] = 0;
      hist[1] = 0;
      hist[2] = 0;
      for (int i = 0; i <= t; ++i) {
        _occa_lambdaControl_tally(x[b * 4 + i], hist, count);
        if (i == 2) {
          break;
        }
      }
      if (t == 3) {
        y[b * 4 + t] = _occa_lambdaControl_firstNegative(4, x, b);
        return;
      }
      y[b * 4 + t] = hist[0] + 10 * hist[1] + 100 * hist[2];
    }
  }
}
