// CUDA driver of the tiled matrix multiply benchmark: the data of matmul_driver.cpp.
#include "bench_cuda.h"
extern "C" void matmul(int n, const float *A, const float *B, float *C);

int main(int argc, char **argv) {
  const int n = 1024;
  std::vector<float> A(n * n), B(n * n), C(n * n);
  for (int i = 0; i < n * n; ++i) { A[i] = 0.01f * (i % 13); B[i] = 0.02f * (i % 7); }
  bench::DeviceArray<float> dA(A), dB(B), dC(C);
  double t = bench::time_gpu(argc, argv, 50, [&] { matmul(n, dA.ptr, dB.ptr, dC.ptr); });
  dC.back(C);
  double sum = 0;
  for (int i = 0; i < n * n; i += 31) sum += C[i];
  bench::report_gpu(t, sum);
}
