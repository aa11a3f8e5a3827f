#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A kernel parameter written in one `@inner` loop and read in the next ones of the same
// `@outer` iteration: each GPU work-item keeps its own copy from loop to loop, also when the
// write is in a non-innermost `@inner` body (`acc += 100 * ty`, run by every work-item below)
// and when a regular loop runs an `@inner` loop several times. Each work-group starts again
// from the argument.
kernel void _occa_paramCarry_0(constant int &n [[buffer(0)]], constant int &_occa_arg_acc [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  int acc = _occa_arg_acc;
  {
    int b = 0 + _occa_group_position.x;
    {
      int ty = 0 + _occa_thread_position.y;
      acc += 100 * ty;
      {
        int tx = 0 + _occa_thread_position.x;
        acc += tx * b;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    for (int r = 0; r < 3; ++r) {
      {
        int ty = 0 + _occa_thread_position.y;
        {
          int tx = 0 + _occa_thread_position.x;
          acc *= 2;
        }
      }
    }
    {
      int ty = 0 + _occa_thread_position.y;
      {
        int tx = 0 + _occa_thread_position.x;
        y[b * 8 + ty * 4 + tx] = acc;
      }
    }
  }
}
