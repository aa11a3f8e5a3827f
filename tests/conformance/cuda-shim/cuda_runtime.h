// Stand-in for the CUDA runtime header on machines without the CUDA SDK: the declarations that
// oklc's native launchers and the conformance harness's CUDA drivers use, with the signatures of
// the real header, so that their host code can be checked with
// `g++ -std=c++17 -fsyntax-only -Wall -Werror -I tests/conformance/cuda-shim`. Nothing links.
#ifndef OKLC_CUDA_RUNTIME_SHIM_H
#define OKLC_CUDA_RUNTIME_SHIM_H

#include <cstddef>

#define __host__
#define __device__
#define __global__
#define __shared__
#define __constant__
#define __launch_bounds__(...)
#define __forceinline__ inline

enum cudaError { cudaSuccess = 0, cudaErrorInvalidValue = 1, cudaErrorMemoryAllocation = 2 };
typedef enum cudaError cudaError_t;

enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4
};

typedef struct CUstream_st *cudaStream_t;

struct dim3 {
  unsigned int x, y, z;
  constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
};

extern "C" {
cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                             size_t sharedMem, cudaStream_t stream);
cudaError_t cudaMalloc(void **devPtr, size_t size);
cudaError_t cudaFree(void *devPtr);
cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemset(void *devPtr, int value, size_t count);
cudaError_t cudaDeviceSynchronize(void);
cudaError_t cudaGetLastError(void);
cudaError_t cudaPeekAtLastError(void);
const char *cudaGetErrorString(cudaError_t error);
const char *cudaGetErrorName(cudaError_t error);
}

// The C++ overloads of the real header.
template <class T>
static inline cudaError_t cudaLaunchKernel(const T *func, dim3 gridDim, dim3 blockDim,
                                           void **args, size_t sharedMem = 0,
                                           cudaStream_t stream = 0) {
  return ::cudaLaunchKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream);
}

template <class T>
static inline cudaError_t cudaMalloc(T **devPtr, size_t size) {
  return ::cudaMalloc((void **)(void *)devPtr, size);
}

#endif
