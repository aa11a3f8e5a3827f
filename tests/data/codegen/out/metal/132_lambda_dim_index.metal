#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Lambdas returning values used as `@dim` indices, and a lambda whose body calls a `@dim`
// accessor on the left of an assignment and reads an `@exclusive` scalar.
int _occa_lambdaDimIndex_rotate(int k) {
  return (k + 1) % 4;
}

int _occa_lambdaDimIndex_row(const int nB, int b) {
  return nB - 1 - b;
}

void _occa_lambdaDimIndex_store(float v, device float *y, int col, int b, device const float *x, int t, const int nB) {
  y[col + 4 * b] = v + x[t + 4 * _occa_lambdaDimIndex_row(nB, b)];
}

kernel void _occa_lambdaDimIndex_0(constant int &nB [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int col;
    {
      int t = 0 + _occa_thread_position.x;
      col = _occa_lambdaDimIndex_rotate(t);
      _occa_lambdaDimIndex_store(10.0f * x[_occa_lambdaDimIndex_rotate(col) + 4 * b], y, col, b, x, t, nB);
    }
  }
}
