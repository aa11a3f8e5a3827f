// The CUDA runtime API that oklc's native CUDA launchers and the conformance harness's drivers
// use, on the CPU emulation of `simt_emu.h`: device memory is host memory and a launch runs the
// kernel to completion before it returns.
#ifndef OKLC_SIMT_EMU_CUDA_RUNTIME_H
#define OKLC_SIMT_EMU_CUDA_RUNTIME_H

#include "simt_emu.h"

enum cudaError {
  cudaSuccess = oklc_simt::ok,
  cudaErrorInvalidValue = oklc_simt::invalid_value,
  cudaErrorMemoryAllocation = oklc_simt::out_of_memory,
  cudaErrorInvalidConfiguration = oklc_simt::invalid_configuration,
  cudaErrorInvalidDeviceFunction = oklc_simt::invalid_device_function,
  cudaErrorLaunchOutOfResources = oklc_simt::launch_out_of_resources
};
typedef enum cudaError cudaError_t;

enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4
};

typedef struct CUstream_st *cudaStream_t;

inline cudaError_t cudaLaunchKernel(const void *func, dim3 grid, dim3 block, void **args,
                                    size_t sharedMem = 0, cudaStream_t stream = 0) {
  (void)sharedMem;
  (void)stream;
  return cudaError_t(oklc_simt::launch_kernel(func, grid, block, args));
}

template <class T>
inline cudaError_t cudaLaunchKernel(const T *func, dim3 grid, dim3 block, void **args,
                                    size_t sharedMem = 0, cudaStream_t stream = 0) {
  return cudaLaunchKernel(reinterpret_cast<const void *>(func), grid, block, args, sharedMem,
                          stream);
}

inline cudaError_t cudaMalloc(void **ptr, size_t size) {
  return cudaError_t(oklc_simt::allocate(ptr, size));
}
template <class T> inline cudaError_t cudaMalloc(T **ptr, size_t size) {
  return cudaMalloc(reinterpret_cast<void **>(ptr), size);
}
inline cudaError_t cudaFree(void *ptr) { return cudaError_t(oklc_simt::release_memory(ptr)); }
inline cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, cudaMemcpyKind) {
  return cudaError_t(oklc_simt::copy(dst, src, count));
}
inline cudaError_t cudaMemset(void *ptr, int value, size_t count) {
  return cudaError_t(oklc_simt::fill(ptr, value, count));
}
inline cudaError_t cudaDeviceSynchronize() { return cudaSuccess; }
inline cudaError_t cudaGetLastError() { return cudaError_t(oklc_simt::take_last_error()); }
inline cudaError_t cudaPeekAtLastError() { return cudaError_t(oklc_simt::last_error()); }
inline const char *cudaGetErrorString(cudaError_t error) {
  return oklc_simt::describe(oklc_simt::Status(error));
}

#endif
