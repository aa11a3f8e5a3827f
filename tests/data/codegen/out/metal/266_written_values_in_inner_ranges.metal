#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A kernel parameter or loop iterator that an `@inner` body writes, read by the range of an
// `@inner` loop. GPUs evaluate `@inner` ranges with the group's values (they make the launch
// shape), so every range reads the value from before the writes, while each work-item's own
// copy carries the writes:
// * an `@outer` iterator in the range of the `@inner` loop whose body writes it;
// * a by-value parameter bounding two `@inner` loops, written per work-item in the first and
//   read per work-item in the second (`@max_inner_dims` sizes the copies);
// * an `@inner` iterator bounding its nested (triangular) `@inner` loop, which writes it.
kernel void _occa_rangesRead_0(constant int &_occa_arg_n [[buffer(0)]], device int *a [[buffer(1)]], device int *c [[buffer(2)]], device int *d [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  int n = _occa_arg_n;
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = b * 4 + _occa_thread_position.x;
      const int k = t;
      b += 100;
      a[k] = b;
    }
  }
}

kernel void _occa_rangesRead_1(constant int &_occa_arg_n [[buffer(0)]], device int *a [[buffer(1)]], device int *c [[buffer(2)]], device int *d [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  int n = _occa_arg_n;
  {
    int g = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      n += t;
    }
    {
      int t = 0 + _occa_thread_position.x;
      c[g * 3 + t] = n;
    }
  }
}

kernel void _occa_rangesRead_2(constant int &_occa_arg_n [[buffer(0)]], device int *a [[buffer(1)]], device int *c [[buffer(2)]], device int *d [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  int n = _occa_arg_n;
  {
    int g = 0 + _occa_group_position.x;
    {
      int y = 0 + _occa_thread_position.y;
      {
        int x = 0 + _occa_thread_position.x;
        if (x < y + 1) {
          const int k = (g * 3 + y) * 3 + x;
          y += 10;
          d[k] = y;
        }
      }
    }
  }
}
