#include <hip/hip_runtime.h>

// A regular loop in the `@outer` body whose condition reads global memory written by the
// group's last `@inner` loop (a data-dependent number of barrier-separated rounds), an
// `@exclusive` state carried from round to round, an `@inner @nobarrier` loop, an explicit
// `@barrier`, a `@shared` vote; then a second top-level `@outer` nest that reads what *other*
// groups of the first nest wrote (the nests must run one after the other).
extern "C" __global__ __launch_bounds__(8) void _occa_dataDependentRounds_0(const int nB, const int *start, int *flag, int *iters, int *out) {
  {
    int b = 0 + blockIdx.x;
    __shared__ int left[8];
    int mine;
    int steps;
    {
      int t = 0 + threadIdx.x;
      mine = start[b * 8 + t];
      steps = 0;
      if (t == 0) {
        flag[b] = 1;
      }
    }
    __syncthreads();
    for (int it = 0; flag[b] > 0; ++it) {
      {
        int t = 0 + threadIdx.x;
        if (mine > 0) {
          mine = mine / 2;
          ++steps;
        }
      }
      __syncthreads();
      {
        int t = 0 + threadIdx.x;
        left[t] = mine;
      }
      __syncthreads();
      {
        int t = 0 + threadIdx.x;
        if (t == 0) {
          int any = 0;
          for (int k = 0; k < 8; ++k) {
            any += left[k] > 0;
          }
          iters[b] = it + 1;
          flag[b] = any;
        }
      }
      __syncthreads();
    }
    {
      int t = 0 + threadIdx.x;
      out[b * 8 + t] = steps * 100 + mine;
    }
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_dataDependentRounds_1(const int nB, const int *start, int *flag, int *iters, int *out) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      out[b * 8 + t] += 1000 * iters[(b + 1) % nB];
    }
  }
}
