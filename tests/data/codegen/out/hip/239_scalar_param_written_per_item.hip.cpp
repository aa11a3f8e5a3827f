#include <hip/hip_runtime.h>

// Writes to by-value kernel parameters inside `@inner` loops. On GPU backends every work-item
// has its own copy of each parameter, initialised with the argument (CUDA/HIP/OpenCL kernel
// parameters are per-thread locals), so `scale *= 2` gives twice the argument in every item and
// `x += t` points each item at element t of its row. The host backends pass scalars by
// reference (spec §7: the trampoline passes addresses) and keep pointers as one shared
// variable, so the writes accumulate over all work-items (serial) or race between threads
// (OpenMP). Legacy OCCA prints the same host code; oklc copies the parameters per work-item.
extern "C" __global__ __launch_bounds__(4) void _occa_paramWrites_0(const int n, float scale, int bias, const float *x, float *y) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      scale *= 2.0f;
      bias += t;
      x += t;
      y[b * 4 + t] = scale * x[b * 4] + bias;
    }
  }
}
