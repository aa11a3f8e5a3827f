#include <hip/hip_runtime.h>

// Histogram with `@shared` bins and `@atomic`: bins zeroed by a strided loop whose start is the
// work-item index, a grid-strided `while` over the input whose bounds read it, `@atomic` updates
// of `@shared` and global bins; explicit barriers at the end of those `@inner` bodies (after,
// not inside, the per-work-item loops) and between the `@inner` loops.
// Defines: -DNBINS=10 -DBS=16 -DGROUPS=3
extern "C" __global__ __launch_bounds__(16) void _occa_histogram_0(const int N, const int *keys, int *hist) {
  {
    int g = 0 + blockIdx.x;
    __shared__ int s_h[10];
    {
      int t = 0 + threadIdx.x;
      for (int k = t; k < 10; k += 16) {
        s_h[k] = 0;
      }
      __syncthreads();
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      int id = g * 16 + t;
      while (id < N) {
        const int key = keys[id];
        if (key >= 0 && key < 10) {
          atomicAdd(&s_h[key], 1);
        }
        id += 3 * 16;
      }
      __syncthreads();
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      for (int k = t; k < 10; k += 16) {
        if (s_h[k] != 0) {
          atomicAdd(&hist[k], s_h[k]);
        }
      }
    }
  }
}
