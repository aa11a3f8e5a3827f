// Stand-in for what nvcc puts before a .cu file's device pass (cuda_runtime.h), so that clang can
// check oklc's CUDA device code (`--cuda-device-only -nocudainc -nocudalib -fsyntax-only`) on a
// machine without the CUDA SDK. It uses clang's own CUDA wrapper headers for the builtin
// variables and math, and declares the warp functions and atomics that oklc emits (clang's
// intrinsics header needs the SDK's). Syntax level only: nothing links.
#ifndef OKLC_CUDA_DEVICE_SHIM_H
#define OKLC_CUDA_DEVICE_SHIM_H

#define CUDA_VERSION 12000
#define __CUDACC__ 1
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))


#include <__clang_cuda_math_forward_declares.h>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <__clang_cuda_builtin_vars.h>
#include <__clang_cuda_libdevice_declares.h>
#include <__clang_cuda_device_functions.h>
#include <__clang_cuda_math.h>
#include <__clang_cuda_cmath.h>

// nvcc lets device code call `std::move` and `std::forward` without
// `--expt-relaxed-constexpr`; the check runs with clang's `-fno-cuda-host-device-constexpr`, so
// that other `constexpr` host functions are refused as nvcc refuses them. Device overloads of
// the two stand in for that exception.
#include <utility>
namespace std {
template <class T>
__device__ constexpr T &&forward(typename remove_reference<T>::type &t) noexcept {
  return static_cast<T &&>(t);
}
template <class T>
__device__ constexpr T &&forward(typename remove_reference<T>::type &&t) noexcept {
  return static_cast<T &&>(t);
}
template <class T>
__device__ constexpr typename remove_reference<T>::type &&move(T &&t) noexcept {
  return static_cast<typename remove_reference<T>::type &&>(t);
}
} // namespace std

// Warp functions (declared only; `__syncthreads` is a clang builtin).
__device__ void __syncwarp(unsigned int mask = 0xffffffffu);
__device__ unsigned int __activemask();
__device__ int __all_sync(unsigned int mask, int pred);
__device__ int __any_sync(unsigned int mask, int pred);
__device__ unsigned int __ballot_sync(unsigned int mask, int pred);
#define OKLC_SHFL(T)                                                                           \
  __device__ T __shfl_sync(unsigned int mask, T var, int src, int width = 32);                 \
  __device__ T __shfl_up_sync(unsigned int mask, T var, unsigned int delta, int width = 32);    \
  __device__ T __shfl_down_sync(unsigned int mask, T var, unsigned int delta, int width = 32);  \
  __device__ T __shfl_xor_sync(unsigned int mask, T var, int lane_mask, int width = 32);
OKLC_SHFL(int)
OKLC_SHFL(unsigned int)
OKLC_SHFL(long long)
OKLC_SHFL(unsigned long long)
OKLC_SHFL(float)
OKLC_SHFL(double)
#undef OKLC_SHFL

// Atomic functions of the CUDA runtime (sm_60 and later), declared only.
#define OKLC_ATOMIC_RMW(NAME, T) __device__ T NAME(T *address, T val);
#define OKLC_ATOMIC_INTS(NAME)                                                                  \
  OKLC_ATOMIC_RMW(NAME, int)                                                                    \
  OKLC_ATOMIC_RMW(NAME, unsigned int)                                                           \
  OKLC_ATOMIC_RMW(NAME, unsigned long long int)
OKLC_ATOMIC_INTS(atomicAdd)
OKLC_ATOMIC_RMW(atomicAdd, float)
OKLC_ATOMIC_RMW(atomicAdd, double)
OKLC_ATOMIC_RMW(atomicSub, int)
OKLC_ATOMIC_RMW(atomicSub, unsigned int)
OKLC_ATOMIC_INTS(atomicExch)
OKLC_ATOMIC_RMW(atomicExch, float)
OKLC_ATOMIC_INTS(atomicMin)
OKLC_ATOMIC_RMW(atomicMin, long long int)
OKLC_ATOMIC_INTS(atomicMax)
OKLC_ATOMIC_RMW(atomicMax, long long int)
OKLC_ATOMIC_INTS(atomicAnd)
OKLC_ATOMIC_INTS(atomicOr)
OKLC_ATOMIC_INTS(atomicXor)
__device__ unsigned int atomicInc(unsigned int *address, unsigned int val);
__device__ unsigned int atomicDec(unsigned int *address, unsigned int val);
__device__ int atomicCAS(int *address, int compare, int val);
__device__ unsigned int atomicCAS(unsigned int *address, unsigned int compare, unsigned int val);
__device__ unsigned long long int atomicCAS(unsigned long long int *address,
                                            unsigned long long int compare,
                                            unsigned long long int val);
#undef OKLC_ATOMIC_INTS
#undef OKLC_ATOMIC_RMW

#endif
