// TEST-ONLY stand-in for the CUDA SDK's <cuda_runtime.h>, so that clang can type-check the
// benchmark's CUDA sources without a CUDA installation (`-nocudainc`). It declares only what
// those sources and oklc's native launcher use; nothing here is ever linked or run.
#pragma once
#include <stddef.h>
#include <stdlib.h>  // the real header includes it; clang's <new> wrapper needs ::malloc

#include "__clang_cuda_builtin_vars.h"

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))

struct dim3 {
  unsigned x, y, z;
  __host__ __device__ constexpr dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1)
      : x(vx), y(vy), z(vz) {}
};

enum cudaError { cudaSuccess = 0, cudaErrorInvalidValue = 1 };
typedef enum cudaError cudaError_t;
enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4
};
typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
struct cudaDeviceProp {
  char name[256];
  int major, minor;
};

extern "C" {
const char *cudaGetErrorString(cudaError_t);
cudaError_t cudaGetLastError(void);
cudaError_t cudaDeviceSynchronize(void);
cudaError_t cudaGetDevice(int *);
cudaError_t cudaGetDeviceProperties(cudaDeviceProp *, int);
cudaError_t cudaMalloc(void **, size_t);
cudaError_t cudaFree(void *);
cudaError_t cudaMemcpy(void *, const void *, size_t, cudaMemcpyKind);
cudaError_t cudaEventCreate(cudaEvent_t *);
cudaError_t cudaEventDestroy(cudaEvent_t);
cudaError_t cudaEventRecord(cudaEvent_t, cudaStream_t stream = 0);
cudaError_t cudaEventSynchronize(cudaEvent_t);
cudaError_t cudaEventElapsedTime(float *, cudaEvent_t, cudaEvent_t);
cudaError_t cudaLaunchKernel(const void *, dim3, dim3, void **, size_t, cudaStream_t);
// What clang lowers `kernel<<<grid, block>>>(...)` to on the host side (without a CUDA
// installation clang assumes an old SDK: cudaConfigureCall; newer SDKs: the push variant).
int cudaConfigureCall(dim3, dim3, size_t = 0, cudaStream_t = 0);
unsigned __cudaPushCallConfiguration(dim3, dim3, size_t = 0, cudaStream_t = 0);
}

// Device-side atomics (the subset oklc's `@atomic` lowering may call).
__device__ int atomicAdd(int *, int);
__device__ unsigned atomicAdd(unsigned *, unsigned);
__device__ unsigned long long atomicAdd(unsigned long long *, unsigned long long);
__device__ float atomicAdd(float *, float);
__device__ double atomicAdd(double *, double);
__device__ int atomicSub(int *, int);
__device__ unsigned atomicSub(unsigned *, unsigned);
__device__ int atomicExch(int *, int);
__device__ float atomicExch(float *, float);
__device__ int atomicMin(int *, int);
__device__ int atomicMax(int *, int);
__device__ int atomicAnd(int *, int);
__device__ int atomicOr(int *, int);
__device__ int atomicXor(int *, int);
__device__ int atomicCAS(int *, int, int);
