// Hand-written native CUDA launcher of 18_exclusive_scalar.okl (harness self-test).
#include <cuda_runtime.h>

extern "C" void _occa_exclusiveScalar_0(const int nBlocks, const float *x, float *y);

extern "C" void exclusiveScalar(const int nBlocks, const float *x, float *y) {
  if (nBlocks > 0) {
    void *args[] = {(void *)&nBlocks, (void *)&x, (void *)&y};
    cudaLaunchKernel((const void *)_occa_exclusiveScalar_0, dim3((unsigned)nBlocks), dim3(32),
                     args, 0, 0);
  }
}
