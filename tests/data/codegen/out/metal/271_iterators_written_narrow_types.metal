#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// OKL iterators of types narrower than `int` (a `signed char` @outer loop that OpenMP
// parallelises, `unsigned char` and `short` @inner loops starting near their limits) written
// inside @inner bodies, next to a user @exclusive array:
// * the @outer iterator stepped in the mid-level body of a 2-D nest and read in the next
//   innermost loop (an @exclusive per-work-item copy, replicated across the mid-level body);
// * an innermost `short` iterator bumped after a `#pragma unroll 3` loop that fills the
//   @exclusive array (a plain copy first in the body);
// * an `unsigned char` @inner iterator advanced by a grid-stride `while` inside its body, writing
//   a `@shared` histogram read after a barrier.
kernel void _occa_narrowIteratorsWritten_0(constant int &n [[buffer(0)]], device int *z [[buffer(1)]], device int *h [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s_h[8];
  {
    signed char g = 100 + (3 * _occa_group_position.x);
    int r[3];
    {
      unsigned char t = 250 + _occa_thread_position.y;
      g += 1;
      {
        short s = -2 + _occa_thread_position.x;
        #pragma unroll 3
        for (int k = 0; k < 3; ++k) {
          r[k] = g * 1000 + t * 10 + s + k;
        }
        s += 100;
        if (s < 99) {
          r[1] = -1;
        }
      }
      {
        short s = -2 + _occa_thread_position.x;
        z[((g - 101) / 3 * 4 + (t - 250)) * 3 + (s + 2)] = r[0] + r[2] + (g - 101) % 3;
      }
    }
    {
      unsigned char u = 0 + _occa_thread_position.y;
      {
        short s = 0 + _occa_thread_position.x;
        if (s == 0) {
          s_h[u] = 0;
          s_h[u + 4] = 0;
        }
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      unsigned char u = 250 + _occa_thread_position.y;
      {
        short s = 0 + _occa_thread_position.x;
        if (s == 0) {
          while (u < n + 250) {
            s_h[(u - 250) % 8] += r[1];
            u += 2;
          }
        }
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      unsigned char u = 0 + _occa_thread_position.y;
      {
        short s = 0 + _occa_thread_position.x;
        if (s < 2) {
          h[(g - 100) / 3 * 8 + u * 2 + s] = s_h[u * 2 + s];
        }
      }
    }
  }
}
