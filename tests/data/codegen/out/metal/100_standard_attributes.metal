#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Standard C++ attributes inside a kernel: `[[fallthrough]];` between two `case` labels and
// `[[maybe_unused]]` on a local that only a debug build reads. They must reach the generated
// code, where they silence -Wimplicit-fallthrough (-Wextra) and -Wunused-variable (-Wall).
kernel void _occa_standardAttributes_0(constant int &n [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (8 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      const int i = b + t;
      if (i < n) {
        [[maybe_unused]] const int expected = 2 * x[i];
        int r = 0;
        switch (x[i] % 3) {
          case 0:
            r += 10;
            [[fallthrough]];
          case 1:
            r += 1;
            break;
          default:
            r = -1;
        }
        y[i] = r;
      }
    }
  }
}
