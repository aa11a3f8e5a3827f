#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// C++ inside an `@inner` body: `switch` with `[[fallthrough]]`, a range-for over a local array
// by `const auto &`, `auto`, chains of `static_cast`, nested `?:`, and a nested
// `?:` as the `@inner` bound (the last block is partial).
kernel void _occa_cppForms_0(constant int &n [[buffer(0)]], device const int *x [[buffer(1)]], device float *y [[buffer(2)]], device int *z [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (4 * _occa_group_position.x);
    {
      int t = b + _occa_thread_position.x;
      if (t < (b + 4 < n ? b + 4 : n)) {
        const int v = x[t];
        int w = 0;
        switch (v % 4) {
          case 0:
            w += 1;
            [[fallthrough]];
          case 1:
            w += 10;
            [[fallthrough]];
          case 2:
            w += 100;
            break;
          default:
            w = -1;
        }
        const int taps[3] = {v, v + 1, w};
        auto sum = 0;
        for (thread const auto &q : taps) {
          sum += q;
        }
        const int low = static_cast<int>(static_cast<unsigned char>(static_cast<unsigned int>(v) & 0xffu));
        const auto f = static_cast<float>(sum) * 0.5f;
        y[t] = v > 10 ? v > 20 ? f : -f : v < 0 ? 0.0f : f + 1.0f;
        z[t] = low * 1000 + sum;
      }
    }
  }
}
