// Driver of the tiled matrix multiply benchmark.
#include "bench_common.h"
extern "C" void matmul(const int &n, const float *A, const float *B, float *C);

int main(int argc, char **argv) {
  const int n = 1024;
  std::vector<float> A(n * n), B(n * n), C(n * n);
  for (int i = 0; i < n * n; ++i) { A[i] = 0.01f * (i % 13); B[i] = 0.02f * (i % 7); }
  double t = bench::time_it(argc, argv, 5, [&] { matmul(n, A.data(), B.data(), C.data()); });
  double sum = 0;
  for (int i = 0; i < n * n; i += 31) sum += C[i];
  bench::report(t, sum);
}
