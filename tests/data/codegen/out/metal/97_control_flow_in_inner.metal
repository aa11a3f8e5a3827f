#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Control flow inside `@inner` bodies that must stay per work-item: `continue` and `break` in
// regular `for`, `while` and `do` loops, a `continue` inside a `switch` (it continues the
// enclosing regular loop), `switch` statements nested in `switch` cases, and
// `@exclusive` values updated on those paths and read in a later `@inner` loop.
kernel void _occa_controlFlowInInner_0(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int acc;
    int steps;
    {
      int t = 0 + _occa_thread_position.x;
      acc = 0;
      steps = 0;
      const int v = x[b * 8 + t];
      for (int k = 0; k < 10; ++k) {
        if (k == t) {
          continue;
        }
        if (k > t + 3) {
          break;
        }
        switch ((v + k) % 4) {
          case 0:
            acc += k;
            break;
          case 1:
            acc -= 1;
            continue;
          case 2:
            acc += 100;
            switch (k % 2) {
              case 0:
                acc += 5;
                break;
              default:
                acc += 7;
            }
            break;
          default:
            switch (k % 2) {
              case 0:
                acc += 5;
                break;
              default:
                acc += 7;
            }
        }
        ++steps;
      }
      int w = v;
      while (true) {
        if (w <= 0) {
          break;
        }
        w -= 3;
        ++steps;
      }
      do {
        ++steps;
        if (steps % 2 == 0) {
          continue;
        }
        acc *= 2;
      } while (steps < 3);
    }
    {
      int t = 0 + _occa_thread_position.x;
      y[b * 8 + t] = acc * 100 + steps;
    }
  }
}
