#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Three @inner levels: an @exclusive written in the body of the outermost one (once per (ty, tx)),
// and in the middle one inside an if/else and a regular loop that hold innermost @inner loops.
kernel void _occa_exclusiveMidThreeLevels_0(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int e;
    {
      int tz = 0 + _occa_thread_position.z;
      e = x[b] + 100 * tz;
      {
        int ty = 0 + _occa_thread_position.y;
        if (ty > 0) {
          e += 10 * ty;
          {
            int tx = 0 + _occa_thread_position.x;
            e += tx;
          }
        } else {
          {
            int tx = 0 + _occa_thread_position.x;
            e -= tx;
          }
        }
        for (int r = 0; r < 2; ++r) {
          e *= 2;
          {
            int tx = 0 + _occa_thread_position.x;
            e += 1;
          }
        }
        {
          int tx = 0 + _occa_thread_position.x;
          y[((b * 2 + tz) * 3 + ty) * 4 + tx] = e;
        }
      }
    }
  }
}
