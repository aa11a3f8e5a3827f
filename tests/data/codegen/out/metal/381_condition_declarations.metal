#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Declarations as conditions (C++98 [stmt.select]/[stmt.iter]): `if (int r = ...)`,
// `switch (int k = ...)` and `while (int left = ...)`, inside a kernel and a helper. The
// variable is in scope in the branches and the loop body, and a `while` declares it afresh
// before every test.
int steps(int v) {
  int s = 0;
  while (true) {
    int left = v - s;
    if (!left) {
      break;
    }
    if (left < 0) {
      break;
    }
    ++s;
  }
  return s;
}

kernel void _occa_conditionDecls_0(constant int &n [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (16 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < n) {
        int v = 0;
        {
          int r = i % 4;
          if (r) {
            v = r * 10;
          } else {
            v = -1;
          }
        }
        {
          int k = i % 3;
          switch (k) {
            case 0:
              v += 100;
              break;
            default:
              v += k;
          }
        }
        out[i] = v + steps(i % 5);
      }
    }
  }
}
