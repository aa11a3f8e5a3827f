// Hand-written native CUDA launcher of 01_add_vectors.okl (harness self-test): the kernel's
// parameters with device pointers; launches on the default stream and returns at once.
#include <cuda_runtime.h>

extern "C" void _occa_addVectors_0(const int entries, const float *a, const float *b, float *ab);

extern "C" void addVectors(const int entries, const float *a, const float *b, float *ab) {
  {
    const dim3 grid((unsigned)((entries + 15) / 16), 1, 1);
    const dim3 block(16, 1, 1);
    if ((entries + 15) / 16 > 0) {
      void *args[] = {(void *)&entries, (void *)&a, (void *)&b, (void *)&ab};
      cudaLaunchKernel((const void *)_occa_addVectors_0, grid, block, args, 0, 0);
    }
  }
}
