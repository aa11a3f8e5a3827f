#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Kernel parameters written in a `@tile` loop and through helper functions: `bump(&a, i)` takes
// the parameter's address and `twice(c)` binds it to a non-`const` reference. On GPUs each
// work-item writes its own copies; serial and OpenMP must do the same.
void bump(thread int *v, int by) {
  *v += by;
}

void twice(thread int &v) {
  v *= 2;
}

kernel void _occa_paramTile_0(constant int &n [[buffer(0)]], constant float &_occa_arg_offset [[buffer(1)]], constant int &_occa_arg_a [[buffer(2)]], constant int &_occa_arg_c [[buffer(3)]], device float *y [[buffer(4)]], device int *z [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  float offset = _occa_arg_offset;
  int a = _occa_arg_a;
  int c = _occa_arg_c;
  {
    int _occa_tiled_i = 0 + (4 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < n) {
        offset += i;
        bump(&a, i);
        twice(c);
        y[i] = offset;
        z[i] = a * 10 + c;
      }
    }
  }
}
