#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Names that shadow `@exclusive` variables: a block-local `acc` inside the `@inner` body, a
// regular-loop iterator named like an `@exclusive` scalar, a helper whose parameter has the
// same name, a struct member of that name, and a second `@outer` nest whose plain local
// reuses the name. Only the `@exclusive` declarations' own uses are per-work-item copies.
struct Acc {
  int acc;
  int k;
};

static int twice(int acc) {
  return 2 * acc;
}

kernel void _occa_exclusiveShadowing_0(constant int &nb [[buffer(0)]], device const int *x [[buffer(1)]], device int *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int acc;
    int k;
    {
      int t = 0 + _occa_thread_position.x;
      acc = x[b * 4 + t];
      k = 3;
      {
        int acc = 1000;
        out[b * 4 + t] = acc;
      }
      for (int k = 0; k < 2; ++k) {
        acc += k;
      }
    }
    {
      int t = 0 + _occa_thread_position.x;
      Acc a;
      a.acc = 10 * acc;
      a.k = k;
      out[b * 4 + t] += twice(acc) + a.acc + a.k;
    }
  }
}

kernel void _occa_exclusiveShadowing_1(constant int &nb [[buffer(0)]], device const int *x [[buffer(1)]], device int *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      int acc = t;
      out[b * 4 + t] += 100000 * acc;
    }
  }
}
