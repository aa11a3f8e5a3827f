// The HIP runtime API that oklc's native HIP launchers and the conformance harness's drivers
// use, on the CPU emulation of `simt_emu.h`, with AMD's wavefront of 64 threads as the warp.
#ifndef OKLC_SIMT_EMU_HIP_RUNTIME_H
#define OKLC_SIMT_EMU_HIP_RUNTIME_H

#define OKLC_SIMT_WARP 64
#include "../simt_emu.h"

enum hipError_t {
  hipSuccess = oklc_simt::ok,
  hipErrorInvalidValue = oklc_simt::invalid_value,
  hipErrorOutOfMemory = oklc_simt::out_of_memory,
  hipErrorInvalidConfiguration = oklc_simt::invalid_configuration,
  hipErrorInvalidDeviceFunction = oklc_simt::invalid_device_function,
  hipErrorLaunchOutOfResources = oklc_simt::launch_out_of_resources
};

enum hipMemcpyKind {
  hipMemcpyHostToHost = 0,
  hipMemcpyHostToDevice = 1,
  hipMemcpyDeviceToHost = 2,
  hipMemcpyDeviceToDevice = 3,
  hipMemcpyDefault = 4
};

typedef struct ihipStream_t *hipStream_t;

inline hipError_t hipLaunchKernel(const void *func, dim3 grid, dim3 block, void **args,
                                  size_t sharedMem = 0, hipStream_t stream = nullptr) {
  (void)sharedMem;
  (void)stream;
  return hipError_t(oklc_simt::launch_kernel(func, grid, block, args));
}

inline hipError_t hipMalloc(void **ptr, size_t size) {
  return hipError_t(oklc_simt::allocate(ptr, size));
}
template <class T> inline hipError_t hipMalloc(T **ptr, size_t size) {
  return hipMalloc(reinterpret_cast<void **>(ptr), size);
}
inline hipError_t hipFree(void *ptr) { return hipError_t(oklc_simt::release_memory(ptr)); }
inline hipError_t hipMemcpy(void *dst, const void *src, size_t count, hipMemcpyKind) {
  return hipError_t(oklc_simt::copy(dst, src, count));
}
inline hipError_t hipMemset(void *ptr, int value, size_t count) {
  return hipError_t(oklc_simt::fill(ptr, value, count));
}
inline hipError_t hipDeviceSynchronize() { return hipSuccess; }
inline hipError_t hipGetLastError() { return hipError_t(oklc_simt::take_last_error()); }
inline hipError_t hipPeekAtLastError() { return hipError_t(oklc_simt::last_error()); }
inline const char *hipGetErrorString(hipError_t error) {
  return oklc_simt::describe(oklc_simt::Status(error));
}

#endif
