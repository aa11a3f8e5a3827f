// CUDA driver of the block reduction benchmark: the data of reduce_driver.cpp.
#include "bench_cuda.h"
extern "C" void reduce(int N, const float *x, float *partial);

int main(int argc, char **argv) {
  const int n = 1 << 24;
  std::vector<float> x(n), partial((n + 255) / 256);
  for (int i = 0; i < n; ++i) x[i] = 0.001f * (i % 1000);
  bench::DeviceArray<float> dx(x), dpartial(partial);
  double t = bench::time_gpu(argc, argv, 50, [&] { reduce(n, dx.ptr, dpartial.ptr); });
  dpartial.back(partial);
  double sum = 0;
  for (float p : partial) sum += p;
  bench::report_gpu(t, sum);
}
