#include <hip/hip_runtime.h>

// `@barrier` inside `@inner` bodies under control every work-item of the group shares: the body
// of an exact `@tile(16, @inner, @inner)` (its element loop starts at a per-work-item tile
// index but always runs 16 times), a `switch` on a kernel argument, a `while` on a `@shared`
// counter read at a fixed index, a regular loop over an `@outer`-body local bound with a
// uniform `continue` and `break`, a `?:` of kernel arguments as a bound. Values never rely on
// the barriers (host backends drop barriers inside `@inner` bodies).
extern "C" __global__ __launch_bounds__(64) void _occa_uniformInner_0(const int N, const int mode, const float *x, float *y, int *rounds) {
  {
    int b = 0 + blockIdx.x;
    __shared__ float s_x[64];
    __shared__ int s_n[2];
    const int reps = mode > 1 ? mode : 2;
    {
      int _occa_tiled_i = 0 + (16 * threadIdx.y);
      {
        int i = _occa_tiled_i + threadIdx.x;
        if (i < 64) {
          s_x[i] = x[b * 64 + i];
          __syncthreads();
          s_n[i & 1] = i & 1 ? 0 : b + 1;
        }
      }
    }
    __syncthreads();
    {
      int tj = 0 + threadIdx.y;
      {
        int ti = 0 + threadIdx.x;
        const int t = tj * 16 + ti;
        float v = s_x[t];
        switch (mode) {
          case 1:
            v *= 2.0f;
            __syncthreads();
            break;
          case 3:
            v *= 3.0f;
            __syncthreads();
            break;
          default:
            __syncthreads();
            break;
        }
        int k = 0;
        while (k < s_n[0]) {
          v += 0.5f;
          __syncthreads();
          ++k;
        }
        for (int r = 0; r < reps + 4; ++r) {
          if (r == 1) {
            continue;
          }
          if (r == reps) {
            break;
          }
          v += 1.0f;
          __syncthreads();
        }
        y[b * 64 + t] = v;
        if (t == 0) {
          rounds[b] = k + reps;
        }
      }
    }
  }
}
