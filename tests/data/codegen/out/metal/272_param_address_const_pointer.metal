#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A kernel parameter whose address is passed to a helper's `const int *` parameter inside an
// `@inner` loop is only read there: on a GPU every work-item's copy keeps the argument, so the
// regular loop around the next `@inner` loop runs `n` times in every group. oklc counts every
// `&n` as a write (`writes.rs`), gives `n` a per-work-item copy, and then rejects the use of `n`
// in the regular loop's bound with OKL0548 ("used outside the `@inner` loops after an `@inner`
// loop wrote it"), a false error: the helper cannot write through a pointer to `const`.
int peek(thread const int *p) {
  return *p;
}

kernel void _occa_addressForConstPointer_0(constant int &_occa_arg_n [[buffer(0)]], device int *y [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  int n = _occa_arg_n;
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      y[b * 4 + t] = peek(&n) + t;
    }
    for (int k = 0; k < n; ++k) {
      {
        int t = 0 + _occa_thread_position.x;
        y[8 + b * 4 + t] += k;
      }
    }
  }
}
