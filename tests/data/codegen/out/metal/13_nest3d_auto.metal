#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Three outer and three inner loops, no explicit axes.
kernel void _occa_nest3d_0(constant int &NX [[buffer(0)]], constant int &NY [[buffer(1)]], constant int &NZ [[buffer(2)]], device int *out [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int z = 0 + _occa_group_position.z;
    {
      int y = 0 + _occa_group_position.y;
      {
        int x = 0 + _occa_group_position.x;
        {
          int k = 0 + _occa_thread_position.z;
          {
            int j = 0 + _occa_thread_position.y;
            {
              int i = 0 + _occa_thread_position.x;
              const int cell = (z * NY + y) * NX + x;
              out[cell * 24 + (k * 3 + j) * 4 + i] = cell * 1000 + k * 100 + j * 10 + i;
            }
          }
        }
      }
    }
  }
}
