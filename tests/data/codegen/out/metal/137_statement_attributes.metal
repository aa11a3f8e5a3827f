#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Standard attributes in front of statements other than declarations and null statements:
// `[[likely]]`/`[[unlikely]]` on expression statements, branches, `return`, a `case` label and
// the statement after one, an attributed block, an attributed `@atomic`, and
// `[[maybe_unused]]` on a label nothing jumps to (without it, -Wall -Werror rejects the label).
kernel void _occa_statementAttributes_0(constant int &n [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], device int *total [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (8 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      const int i = b + t;
      if (i >= n) {
        [[unlikely]] return;
      }
      int r = 0;
      if (x[i] > 2) {
        [[likely]] {
          r = 1;
        }
      } else {
        [[unlikely]] r = 2;
      }
      [[likely]] r += x[i];
      switch (x[i] % 4) {
        [[likely]] case 1:
          r += 3;
          break;
        case 2:
          [[unlikely]] r -= 1;
          [[fallthrough]];
        default:
          break;
      }
    [[maybe_unused]] scale:
      r *= 2;
      [[unlikely]] {
        r += 100 * (x[i] == 6);
      }
      y[i] = r;
      [[likely]] {
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&*total), (int) (r), memory_order_relaxed);
      }
    }
  }
}
