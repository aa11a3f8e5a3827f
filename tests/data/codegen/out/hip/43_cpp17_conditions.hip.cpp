#include <hip/hip_runtime.h>

// C++17 conditions: `if (init; cond)`, `switch (init; cond)` and `if constexpr`, whose
// discarded branch (`v.x` on an `int`) only compiles if the keyword survives.
struct pair2 {
  float x;
  float y;
};

template <typename T>
static __device__ float weight(T v) {
  if constexpr (sizeof(T) == sizeof(pair2)) {
    return v.x + v.y;
  } else {
    return (float)v;
  }
}

extern "C" __global__ __launch_bounds__(32) void _occa_cpp17Conditions_int_0(const int n, const int *in, float *out) {
  {
    int _occa_tiled_i = 0 + (32 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < n) {
        {
          const int r = i % 3;
          if (r == 0) {
            out[i] = weight(in[i]);
          } else {
            {
              int k = r * 10;
              switch (k) {
                case 10:
                  out[i] = -weight(in[i]);
                  break;
                default:
                  out[i] = (float)k;
              }
            }
          }
        }
      }
    }
  }
}
