#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// By-value parameters written in one top-level `@outer` nest (once per group, per work-item)
// are the arguments again in the next nest (on a GPU a new launch reads the launcher's values),
// while writes in the kernel body between nests (host code in the launcher) do reach later
// nests: a nest under `if` on the written value, nests inside a regular loop whose iterations
// change the parameter, and a nest that writes its group copy again.
kernel void _occa_paramAcrossNests_0(constant int &n [[buffer(0)]], constant int &_occa_arg_k [[buffer(1)]], constant float &_occa_arg_scale [[buffer(2)]], device int *a [[buffer(3)]], device int *b2 [[buffer(4)]], device int *c [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  int k = _occa_arg_k;
  float scale = _occa_arg_scale;
  {
    int g = 0 + _occa_group_position.x;
    k += g;
    {
      int t = 0 + _occa_thread_position.x;
      scale *= 2;
      a[g * 4 + t] = k * 10 + (int)scale + t;
    }
  }
}

kernel void _occa_paramAcrossNests_1(constant int &n [[buffer(0)]], constant int &_occa_arg_k [[buffer(1)]], constant float &_occa_arg_scale [[buffer(2)]], device int *a [[buffer(3)]], device int *b2 [[buffer(4)]], device int *c [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  int k = _occa_arg_k;
  float scale = _occa_arg_scale;
  {
    int g = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      b2[g * 4 + t] = k * 100 + (int)(scale * 2) + t;
    }
  }
}

kernel void _occa_paramAcrossNests_2(constant int &n [[buffer(0)]], constant int &_occa_arg_k [[buffer(1)]], constant float &_occa_arg_scale [[buffer(2)]], device int *a [[buffer(3)]], device int *b2 [[buffer(4)]], device int *c [[buffer(5)]], constant int &r [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  int k = _occa_arg_k;
  float scale = _occa_arg_scale;
  {
    int g = 0 + _occa_group_position.x;
    k -= g;
    {
      int t = 0 + _occa_thread_position.x;
      c[(r * n + g) * 4 + t] = k * 10 + r + t;
    }
  }
}
