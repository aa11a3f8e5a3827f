#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Several `@outer` nests in one kernel: a decreasing `@outer` loop with step 2 down to 0
// (`b -= 2; b >= 0`), a 2-D nest whose outer loop counts down with `>` and the iterator on the
// right, `@inner` loops with `<=` bounds, steps, iterators on the right and bounds that are
// argument expressions with side-effect-free calls, and nests with different inner sizes
// sharing `@exclusive`-free state through `@shared` arrays.
inline int half_(int x) {
  return x / 2;
}

kernel void _occa_outerStepsInnerForms_0(constant int &n [[buffer(0)]], constant int &m [[buffer(1)]], device int *a [[buffer(2)]], device int *b2 [[buffer(3)]], device int *c [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 2 * n - 1 - (2 * _occa_group_position.x);
    {
      int t = 1 + (3 * _occa_thread_position.x);
      a[b * 8 + t] = b * 10 + t;
    }
  }
}

kernel void _occa_outerStepsInnerForms_1(constant int &n [[buffer(0)]], constant int &m [[buffer(1)]], device int *a [[buffer(2)]], device int *b2 [[buffer(3)]], device int *c [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[4][3];
  {
    int y = m - _occa_group_position.y;
    {
      int x = 0 + _occa_group_position.x;
      {
        int ty = 3 - _occa_thread_position.y;
        if (ty >= 0) {
          {
            int tx = 0 + _occa_thread_position.x;
            s[ty][tx] = y * 100 + x * 10 + ty * 3 + tx;
          }
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      {
        int j = 0 + (1 * _occa_thread_position.y);
        {
          int k = 0 + _occa_thread_position.x;
          if (k < 1) {
            b2[((y - 1) * (half_(m) + 1) + x) * 12 + j] = s[(11 - j) / 3][(11 - j) % 3];
          }
        }
      }
    }
  }
}

kernel void _occa_outerStepsInnerForms_2(constant int &n [[buffer(0)]], constant int &m [[buffer(1)]], device int *a [[buffer(2)]], device int *b2 [[buffer(3)]], device int *c [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    {
      int t = half_(2 * n) - 1 - (2 * _occa_thread_position.x);
      c[g * n + t] = g - t;
    }
  }
}
