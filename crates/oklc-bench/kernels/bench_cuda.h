// Shared helpers of the CUDA drivers of the generated-code benchmark: device buffers, error
// checks and cudaEvent timing. The timed function only launches (asynchronously, on the
// default stream); the events measure the GPU time between its first and last launch.
#pragma once
#include <cuda_runtime.h>

#include "bench_common.h"

namespace bench {
// Exits with the CUDA error's text: a failed launch must fail the benchmark, not time nothing.
inline void check(cudaError_t e, const char *what) {
  if (e != cudaSuccess) {
    std::fprintf(stderr, "%s: %s\n", what, cudaGetErrorString(e));
    std::exit(1);
  }
}

// A device copy of a host vector; `back` copies it into the host vector again.
template <class T> struct DeviceArray {
  T *ptr = nullptr;
  size_t n = 0;
  explicit DeviceArray(const std::vector<T> &host) : n(host.size()) {
    check(cudaMalloc(reinterpret_cast<void **>(&ptr), n * sizeof(T)), "cudaMalloc");
    check(cudaMemcpy(ptr, host.data(), n * sizeof(T), cudaMemcpyHostToDevice), "cudaMemcpy H2D");
  }
  DeviceArray(const DeviceArray &) = delete;
  DeviceArray &operator=(const DeviceArray &) = delete;
  ~DeviceArray() { cudaFree(ptr); }
  void back(std::vector<T> &host) const {
    check(cudaMemcpy(host.data(), ptr, n * sizeof(T), cudaMemcpyDeviceToHost), "cudaMemcpy D2H");
  }
};

// Runs `f` 3 times to warm up, then the timed repetitions (argv[1], default `reps`), each
// between two events; returns the median seconds of one call.
template <class F> double time_gpu(int argc, char **argv, int reps, F f) {
  if (argc > 1) reps = std::atoi(argv[1]);
  if (reps < 1) reps = 1;
  for (int i = 0; i < 3; ++i) {
    f();
    check(cudaGetLastError(), "launch (warm-up)");
  }
  check(cudaDeviceSynchronize(), "warm-up");
  cudaEvent_t start, stop;
  check(cudaEventCreate(&start), "cudaEventCreate");
  check(cudaEventCreate(&stop), "cudaEventCreate");
  std::vector<double> t;
  for (int i = 0; i < reps; ++i) {
    check(cudaEventRecord(start), "cudaEventRecord");
    f();
    check(cudaGetLastError(), "launch");
    check(cudaEventRecord(stop), "cudaEventRecord");
    check(cudaEventSynchronize(stop), "kernel");
    float ms = 0;
    check(cudaEventElapsedTime(&ms, start, stop), "cudaEventElapsedTime");
    t.push_back(1e-3 * ms);
  }
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

// Prints the `seconds checksum` line, then `device: NAME` for the benchmark's header.
inline void report_gpu(double seconds, double checksum) {
  report(seconds, checksum);
  int dev = 0;
  cudaDeviceProp prop;
  if (cudaGetDevice(&dev) == cudaSuccess && cudaGetDeviceProperties(&prop, dev) == cudaSuccess)
    std::printf("device: %s (sm_%d%d)\n", prop.name, prop.major, prop.minor);
}
}  // namespace bench
