#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Writes to by-value kernel parameters inside `@inner` loops. On GPU backends every work-item
// has its own copy of each parameter, initialised with the argument (CUDA/HIP/OpenCL kernel
// parameters are per-thread locals), so `scale *= 2` gives twice the argument in every item and
// `x += t` points each item at element t of its row. The host backends pass scalars by
// reference (spec §7: the trampoline passes addresses) and keep pointers as one shared
// variable, so the writes accumulate over all work-items (serial) or race between threads
// (OpenMP). Legacy OCCA prints the same host code; oklc copies the parameters per work-item.
kernel void _occa_paramWrites_0(constant int &n [[buffer(0)]], constant float &_occa_arg_scale [[buffer(1)]], constant int &_occa_arg_bias [[buffer(2)]], device const float *x [[buffer(3)]], device float *y [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  float scale = _occa_arg_scale;
  int bias = _occa_arg_bias;
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      scale *= 2.0f;
      bias += t;
      x += t;
      y[b * 4 + t] = scale * x[b * 4] + bias;
    }
  }
}
