#include <hip/hip_runtime.h>

// Three outer and three inner loops, no explicit axes.
extern "C" __global__ __launch_bounds__(24) void _occa_nest3d_0(const int NX, const int NY, const int NZ, int *out) {
  {
    int z = 0 + blockIdx.z;
    {
      int y = 0 + blockIdx.y;
      {
        int x = 0 + blockIdx.x;
        {
          int k = 0 + threadIdx.z;
          {
            int j = 0 + threadIdx.y;
            {
              int i = 0 + threadIdx.x;
              const int cell = (z * NY + y) * NX + x;
              out[cell * 24 + (k * 3 + j) * 4 + i] = cell * 1000 + k * 100 + j * 10 + i;
            }
          }
        }
      }
    }
  }
}
