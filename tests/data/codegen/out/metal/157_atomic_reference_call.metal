#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@atomic` updates whose target is a call of a helper returning a reference: an lvalue, so
// OKL0560 accepts it (a helper returning a value is reported, tests/data/sema/err).
device int &slotOf(device int *a, int i) {
  return a[i];
}

kernel void _occa_atomicReferenceCall_0(constant int &nb [[buffer(0)]], device int *hist [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&slotOf(hist, t % 4)), (int) (t), memory_order_relaxed);
      atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&slotOf(hist, 4)), (int) 1, memory_order_relaxed);
    }
  }
}
